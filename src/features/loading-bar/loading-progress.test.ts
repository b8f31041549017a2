import { describe, expect, it } from 'vitest';
import { fadedOut, followRequests, initialProgress, type LoadingProgress, type RequestTotals } from './loading-progress';

/** Follows a sequence of totals from an idle bar at 0/0 and lists the widths (phase-tagged). */
function widths(...steps: RequestTotals[]): string[] {
  let progress = initialProgress({ started: 0, finished: 0 });
  return steps.map((totals) => {
    progress = followRequests(progress, totals);
    return `${progress.phase}:${progress.width}`;
  });
}

describe('loading progress', () => {
  it('starts idle and empty', () => {
    expect(initialProgress({ started: 4, finished: 4 })).toEqual({ phase: 'idle', width: 0, started: 4, finished: 4 });
  });

  it('advances 30 % of what is left per start and 45 % per finish, and completes when the last call finishes', () => {
    expect(widths({ started: 1, finished: 0 }, { started: 2, finished: 0 }, { started: 2, finished: 1 }, { started: 2, finished: 2 })).toEqual([
      'loading:30',
      'loading:51', // 30 + 70 × 0.3
      'loading:73.1', // 51 + 49 × 0.45
      'done:100',
    ]);
  });

  it('never reaches the end while calls are in flight, however many start', () => {
    expect(widths({ started: 200, finished: 0 }, { started: 200, finished: 199 })).toEqual(['loading:99', 'loading:99']);
  });

  it('counts several starts and finishes of one batch as as many steps', () => {
    expect(widths({ started: 2, finished: 0 })).toEqual(['loading:51']);
    expect(widths({ started: 1, finished: 0 }, { started: 1, finished: 0 })).toEqual(['loading:30', 'loading:30']);
    expect(widths({ started: 1, finished: 0 }, { started: 3, finished: 1 })).toEqual(['loading:30', 'loading:81.1']);
  });

  it('flashes to 100 for a call that started and finished within one batch', () => {
    expect(widths({ started: 1, finished: 1 })).toEqual(['done:100']);
  });

  it('starts a new run from 0, also during the fade', () => {
    const done = followRequests(followRequests(initialProgress({ started: 0, finished: 0 }), { started: 1, finished: 0 }), { started: 1, finished: 1 });
    expect(done).toMatchObject({ phase: 'done', width: 100 });
    expect(followRequests(done, { started: 2, finished: 1 })).toMatchObject({ phase: 'loading', width: 30 });
    const idle = fadedOut(done);
    expect(idle).toEqual({ phase: 'idle', width: 0, started: 1, finished: 1 });
    expect(followRequests(idle, { started: 2, finished: 1 })).toMatchObject({ phase: 'loading', width: 30 });
  });

  it('mounts with the calls already in flight counted as started', () => {
    expect(initialProgress({ started: 7, finished: 5 })).toEqual({ phase: 'loading', width: 51, started: 7, finished: 5 });
  });

  it('keeps its identity when the totals did not move, and fading only ends a finished run', () => {
    const loading: LoadingProgress = { phase: 'loading', width: 30, started: 1, finished: 0 };
    expect(followRequests(loading, { started: 1, finished: 0 })).toBe(loading);
    expect(fadedOut(loading)).toBe(loading);
  });
});
