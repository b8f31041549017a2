/**
 * Failures answered the way a Laravel app answers them, so the client's error catalogue
 * (spec section 8) sees the same statuses and bodies as in production.
 */
import type { FastifyError, FastifyInstance } from 'fastify';

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    /** More fields of the body (a refused invitation's `state`). */
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }

  body(): Record<string, unknown> {
    return { ...this.extra, message: this.message, ...(this.errors ? { errors: this.errors } : {}) };
  }
}

/** The standard bodies Laravel sends for a bare status (used by failure injection too). */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthenticated.',
  403: 'This action is unauthorized.',
  404: 'Not Found',
  405: 'Method Not Allowed',
  419: 'CSRF token mismatch.',
  422: 'The given data was invalid.',
  429: 'Too Many Attempts.',
  500: 'Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function statusError(status: number): HttpError {
  return new HttpError(status, STATUS_MESSAGES[status] ?? 'Server Error', status === 422 ? {} : undefined);
}

export const unauthenticated = (): HttpError => statusError(401);
export const forbidden = (message = STATUS_MESSAGES[403]!): HttpError => new HttpError(403, message);
export const csrfMismatch = (): HttpError => statusError(419);

/** Laravel's ModelNotFoundException message, e.g. `No query results for model [App\Models\Visual] 12`. */
export function modelNotFound(model: string, id: number | string): HttpError {
  return new HttpError(404, `No query results for model [App\\Models\\${model}] ${id}`);
}

/** Laravel's ValidationException: first message plus "(and N more errors)". */
export function validationError(errors: FieldErrors): HttpError {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? STATUS_MESSAGES[422]!;
  const more = messages.length - 1;
  const message = more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first;
  return new HttpError(422, message, errors);
}

export function fieldError(field: string, message: string): HttpError {
  return validationError({ [field]: [message] });
}

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.status).send(error.body());
    // Fastify's own client errors (malformed JSON, too large a body, bad multipart).
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    const message = status === 500 ? STATUS_MESSAGES[500]! : error.message;
    return reply.status(status).send({ message });
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!.replace(/^\/server\//, '');
    return reply.status(404).send({ message: `The route ${path} could not be found.` });
  });
}
