/**
 * GraphQL errors (HTTP 200 with `errors`) → the typed errors of spec section 8:
 *  - category `authentication` (Lighthouse's AuthenticationException: the session is gone) →
 *    ResolvedApiError('session-expired'), exactly what a 401 becomes: the session ends and the
 *    path is remembered for the return; no toast. It wins over every other error of the answer;
 *  - category `brandRedirect` with a model brand → ResolvedApiError('brand-redirect'), detail
 *    {identifier}; the engine navigates to /switch-brand/{identifier}; no toast;
 *  - anything else → UnhandledApiError with toast GRAPHQL_ERROR, the first error's message as its
 *    `text` parameter: "Something went wrong: {{text}}" is one sentence, so the message goes into
 *    it rather than under it as a second line (where the placeholder stayed unfilled).
 * HTTP-level failures never get here: the HTTP client classifies them.
 */
import { TOAST_KEYS } from '../http/error-catalogue';
import { ResolvedApiError, UnhandledApiError, type ApiError } from '../http/errors';
import { NO_TOAST } from '../http/classify';
import type { GraphqlErrorEntry } from './graphql-schemas';

const MAX_TEXT = 300;

/** `extensions.brand` is the identifier; `{identifier}` is accepted too (Lighthouse model form). */
function redirectBrand(extensions: Readonly<Record<string, unknown>> | null): string | null {
  if (!extensions || extensions.category !== 'brandRedirect') return null;
  const brand = extensions.brand;
  if (typeof brand === 'string' && brand !== '') return brand;
  if (typeof brand === 'object' && brand !== null) {
    const identifier = (brand as { identifier?: unknown }).identifier;
    if (typeof identifier === 'string' && identifier !== '') return identifier;
  }
  return null;
}

export function classifyGraphqlErrors(
  operation: string,
  errors: readonly GraphqlErrorEntry[],
): ApiError {
  if (errors.some((error) => error.extensions?.category === 'authentication')) {
    return new ResolvedApiError('session-expired', null, NO_TOAST, `${operation}: unauthenticated (GraphQL category authentication)`);
  }
  for (const error of errors) {
    const identifier = redirectBrand(error.extensions);
    if (identifier !== null) {
      return new ResolvedApiError('brand-redirect', null, NO_TOAST, `${operation}: brand redirect to ${identifier}`, {
        identifier,
      });
    }
  }
  const first = errors[0]?.message || 'GraphQL error';
  const text = first.length <= MAX_TEXT ? first : `${first.slice(0, MAX_TEXT - 1)}…`;
  const toast = { key: TOAST_KEYS.GRAPHQL_ERROR, params: { text }, texts: [] };
  return new UnhandledApiError(null, toast, `${operation}: ${text}`);
}
