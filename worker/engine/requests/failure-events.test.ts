// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RequestAbortedError, ResolvedApiError, UnhandledApiError } from '../../ports/http/errors';
import { failureEvents, type ToastPolicy } from './failure-events';

const op = { method: 'GET', path: '/api/v1/thing' };
let n = 0;
const nextToastId = () => `t${++n}`;
const toastsOf = (error: unknown, toast: ToastPolicy) => failureEvents(error, op, { toast, nextToastId }).filter((e) => e.type === 'toast/requested');

const notFound = new UnhandledApiError(404, { key: 'REQUESTS.NOT_FOUND', params: {}, texts: [] }, 'nf');
const unavailable = new UnhandledApiError(503, { key: 'REQUESTS.UNAVAILABLE', params: {}, texts: [] }, 'down');

describe('failureEvents: the one toast decision', () => {
  it("'always' toasts every failure that has a toast, 404 included", () => {
    expect(toastsOf(notFound, 'always').map((t) => t.key)).toEqual(['REQUESTS.NOT_FOUND']);
    expect(toastsOf(unavailable, 'always').map((t) => t.key)).toEqual(['REQUESTS.UNAVAILABLE']);
  });

  it("'never' (background refetches) logs the failure but requests no toast", () => {
    const events = failureEvents(unavailable, op, { toast: 'never', nextToastId });
    expect(events.map((e) => e.type)).toEqual(['request/failed']);
  });

  it("'except-not-found' (watched records) leaves a 404 to the not-found page and toasts the rest", () => {
    expect(toastsOf(notFound, 'except-not-found')).toEqual([]);
    expect(toastsOf(unavailable, 'except-not-found').map((t) => t.key)).toEqual(['REQUESTS.UNAVAILABLE']);
  });

  it('an abort is only logged, whatever the policy; a raw platform AbortError counts as one', () => {
    const raw = Object.assign(new Error('The operation was aborted'), { name: 'AbortError' });
    for (const error of [new RequestAbortedError(), raw]) {
      expect(failureEvents(error, op, { toast: 'always', nextToastId }).map((e) => e.type)).toEqual(['request/failed']);
    }
  });

  it('a 419 that reaches here (its retry met a 419 too) is a REQUESTS.EXPIRED toast and never ends the session', () => {
    const csrf = new ResolvedApiError('csrf-expired', 419, { key: 'REQUESTS.EXPIRED', params: {}, texts: [] }, 'mismatch');
    const events = failureEvents(csrf, op, { toast: 'always', nextToastId });
    expect(events.map((e) => e.type)).toEqual(['request/failed', 'toast/requested']);
    expect(toastsOf(csrf, 'always').map((t) => t.key)).toEqual(['REQUESTS.EXPIRED']);
  });

  it('a session-expired 401 ends the session even when the toast is suppressed', () => {
    const expired = new ResolvedApiError('session-expired', 401, { key: null, params: {}, texts: [] }, 'expired');
    expect(failureEvents(expired, op, { toast: 'never', nextToastId }).map((e) => e.type)).toEqual(['request/failed', 'session/expired']);
  });

  it('a 422 with field problems is not toasted when the form shows them, and is toasted per problem otherwise', () => {
    const invalid = new ResolvedApiError('validation', 422, { key: 'REQUESTS.INVALID', params: {}, texts: ['The email is taken.', 'Pick a role.'] }, 'invalid', {
      email: ['The email is taken.'],
      primary_role: ['Pick a role.'],
    });
    const shown = failureEvents(invalid, op, { toast: 'always', fieldProblemsShown: true, nextToastId });
    expect(shown.map((e) => e.type)).toEqual(['request/failed']);
    expect(toastsOf(invalid, 'always').map((t) => t.text)).toEqual(['The email is taken.', 'Pick a role.']);
  });

  it('a form that shows field problems still gets a toast for a failure without any (a 403, a 422 without an errors map)', () => {
    const forbidden = new ResolvedApiError('forbidden', 403, { key: 'REQUESTS.FORBIDDEN', params: {}, texts: [] }, 'no');
    const bare = new ResolvedApiError('validation', 422, { key: 'REQUESTS.INVALID', params: {}, texts: ['Not allowed now.'] }, 'invalid', {});
    for (const error of [forbidden, bare]) {
      expect(failureEvents(error, op, { toast: 'always', fieldProblemsShown: true, nextToastId }).filter((e) => e.type === 'toast/requested')).toHaveLength(1);
    }
  });
});
