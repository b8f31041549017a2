/**
 * A failed HTTP answer as the real port reports it (status line and body through the error
 * catalogue), for fake calls to fail with: `backend.autoFail('incidents', () => httpFailure(500, 'Server Error'))`.
 */
import { classifyHttpFailure } from '../../worker/ports/http/classify';

export function httpFailure(status: number, statusText = '', body: unknown = {}, label = 'GET /api/v1/test'): Error {
  return classifyHttpFailure(status, statusText, body, { label });
}
