/**
 * The real HttpPort: runs any declared call (call.ts) over the HTTP client, which adds the shared
 * headers, honours aborts, classifies failures into the error catalogue and validates answers.
 */
import type { RequestContext } from '../types';
import { pathOf, type CallDef, type CallEnv, type CallRequest } from './call';
import { createHttpClient, type FetchLike, type HttpRequest } from './http-client';
import { createXsrfTokenCell, type XsrfTokenCell } from './request-headers';

export interface HttpPort {
  /** Sets the XSRF token sent as X-XSRF-TOKEN from now on. */
  setXsrfToken(token: string | null): void;
  call<A, R>(def: CallDef<A, R>, args: A, ctx: RequestContext): Promise<R>;
}

export interface HttpPortOptions {
  readonly fetch: FetchLike;
  readonly origin: string;
  /** Shared with the GraphQL client and the live port, so one setXsrfToken serves all three. */
  readonly xsrf?: XsrfTokenCell;
  readonly env: CallEnv;
}

export const DEFAULT_OAUTH_SCOPE = 'openid profile email';

function formData(fields: NonNullable<CallRequest['form']>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value.blob, value.name);
  }
  return form;
}

export function createHttpPort(options: HttpPortOptions): HttpPort {
  const xsrf = options.xsrf ?? createXsrfTokenCell();
  const http = createHttpClient({ fetch: options.fetch, origin: options.origin, xsrf });
  return {
    setXsrfToken: (token) => xsrf.set(token),
    async call<A, R>(def: CallDef<A, R>, args: A, ctx: RequestContext): Promise<R> {
      const parts = def.request?.(args, options.env) ?? {};
      const request: HttpRequest = {
        method: def.method,
        path: pathOf(def, args),
        ...(parts.query !== undefined ? { query: parts.query } : {}),
        ...(parts.body !== undefined ? { body: parts.body } : {}),
        ...(parts.form !== undefined ? { form: formData(parts.form) } : {}),
      };
      if (def.returns === 'file') return (await http.file(request, ctx)) as R;
      if (def.answer === undefined) {
        await http.send(request, ctx);
        return undefined as R;
      }
      return http.json(request, def.answer, ctx);
    },
  };
}
