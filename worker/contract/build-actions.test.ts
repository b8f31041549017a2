import { describe, expect, it } from 'vitest';
import { BUILD_ACTION_FROM, buildActionAllowed, buildActionFor } from './build-actions';

describe('render actions by status', () => {
  it('offers retry for failed and cancelled, cancel for queued and rendering (it stops the render), render again for finished', () => {
    expect(['queued', 'rendering', 'finished', 'failed', 'cancelled', 'unknown'].map(buildActionFor)).toEqual(['cancel', 'cancel', 'rerender', 'retry', 'retry', null]);
    expect(buildActionAllowed('cancel', 'rendering')).toBe(true);
    expect(buildActionAllowed('cancel', 'finished')).toBe(false);
  });

  it('lets each status start at most one action, the one it offers', () => {
    const statuses = Object.values(BUILD_ACTION_FROM).flat();
    expect(new Set(statuses).size).toBe(statuses.length);
    for (const status of statuses) expect((['retry', 'cancel', 'rerender'] as const).filter((a) => buildActionAllowed(a, status))).toEqual([buildActionFor(status)]);
  });
});
