/**
 * A failed HTTP answer as the real port reports it (status line and body through the error
 * catalogue), for fake calls to fail with: `backend.autoFail('incidents', () => httpFailure(500, 'Server Error'))`.
 */
import { classifyHttpFailure, classifyThrown } from '../../worker/ports/http/classify';

export function httpFailure(status: number, statusText = '', body: unknown = {}, label = 'GET /api/v1/test'): Error {
  return classifyHttpFailure(status, statusText, body, { label });
}

/** No answer at all, as the real port reports a fetch that threw (offline, DNS, refused connection). */
export function networkFailure(label = 'POST /api/v1/test'): Error {
  return classifyThrown(new TypeError('Failed to fetch'), undefined, { label });
}
