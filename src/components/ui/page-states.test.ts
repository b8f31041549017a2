// @vitest-environment node
/** Which failure the error state names. */
import { describe, expect, it } from 'vitest';
import { failureKind } from './page-states';

describe('failureKind', () => {
  it('tells not found, forbidden and network failures from the rest', () => {
    expect(failureKind({ status: 404, key: 'REQUESTS.NOT_FOUND' })).toBe('not-found');
    expect(failureKind({ status: 403, key: 'REQUESTS.UNAUTHORIZED' })).toBe('forbidden');
    expect(failureKind({ status: null, key: 'REQUESTS.NETWORK' })).toBe('network');
    expect(failureKind({ status: 500, key: 'REQUESTS.FAILED' })).toBe('other');
    expect(failureKind(null)).toBe('other');
  });
});
