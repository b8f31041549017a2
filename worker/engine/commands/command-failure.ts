/**
 * A failed write as a CommandResult for forms and dialogs: the i18n key, the server's field
 * errors (a 422 errors map, shown next to the fields) and its message (shown in a dialog when
 * the catalogue's toast is not enough, e.g. a render refused for lack of credits).
 */
import type { CommandResult } from '../registered';
import type { Outcome } from '../requests/execute';
import { failureKey } from '../requests/failure-events';
import { ResolvedApiError, UnhandledApiError } from '../../ports/http/errors';

export function commandFailure(outcome: Extract<Outcome<unknown>, { ok: false }>): CommandResult {
  const error = outcome.error;
  const fields: Record<string, readonly string[]> = {};
  if (error instanceof ResolvedApiError && error.reason === 'validation') {
    for (const [field, messages] of Object.entries(error.detail)) {
      if (Array.isArray(messages)) fields[field] = messages.filter((m): m is string => typeof m === 'string');
    }
  }
  const toast = error instanceof ResolvedApiError || error instanceof UnhandledApiError ? error.toast : null;
  const message = toast?.texts[0];
  const params = toast !== null && Object.keys(toast.params).length > 0 ? toast.params : null;
  return {
    ok: false,
    error: failureKey(error),
    ...(params !== null ? { errorParams: params } : {}),
    ...(Object.keys(fields).length > 0 ? { fieldErrors: fields } : {}),
    ...(message !== undefined ? { message } : {}),
  };
}
