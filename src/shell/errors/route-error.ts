/**
 * An error a page throws to show the error page with a status (a 404 from a detail query, a
 * failed validate). Errors without a status are shown as 500 with their message (spec section 2).
 */
export class RouteError extends Error {
  override readonly name = 'RouteError';
  constructor(
    readonly status: number,
    message?: string,
  ) {
    super(message ?? `HTTP ${status}`);
  }
}

export interface ErrorView {
  readonly status: number;
  readonly message: string | null;
}

export function errorViewOf(error: unknown): ErrorView {
  if (error instanceof RouteError) return { status: error.status, message: error.status === 404 ? null : error.message };
  const status = (error as { status?: unknown } | null)?.status;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : null;
  return { status: typeof status === 'number' && status >= 400 && status < 600 ? status : 500, message };
}
