import { describe, expect, it } from 'vitest';
import { aBuild, aFinishedBuild, manyBuilds } from './build-fixtures';
import { ZIP_MAX_IDS, zipPlan } from './zip-plan';

describe('zipPlan', () => {
  const list = [aFinishedBuild(4), aBuild(3), aFinishedBuild(2), aBuild(1, { status: 'failed', progress: 100 })];

  it('sends the selected finished renders, in list order', () => {
    expect(zipPlan(list, new Set(['2', '3', '4']))).toEqual({ kind: 'ready', ids: ['4', '2'] });
  });

  it('has nothing to do without a selection, or when the selected renders are no longer listed', () => {
    expect(zipPlan(list, new Set())).toEqual({ kind: 'nothing-selected' });
    expect(zipPlan(list, new Set(['99']))).toEqual({ kind: 'nothing-selected' });
  });

  it('says so when none of the selected renders has a file yet', () => {
    expect(zipPlan(list, new Set(['1', '3']))).toEqual({ kind: 'none-finished' });
  });

  it('allows exactly 999 ids and refuses one more', () => {
    const finished = manyBuilds(ZIP_MAX_IDS + 1, () => 'finished');
    const all = new Set(finished.map((b) => b.id));
    expect(zipPlan(finished, all)).toEqual({ kind: 'too-many', count: 1000 });
    all.delete('1');
    const plan = zipPlan(finished, all);
    expect(plan.kind).toBe('ready');
    expect(plan.kind === 'ready' ? plan.ids.length : 0).toBe(999);
  });

  it('counts only finished renders against the limit', () => {
    const mixed = manyBuilds(1500, (id) => (id % 2 === 0 ? 'finished' : 'rendering'));
    const plan = zipPlan(mixed, new Set(mixed.map((b) => b.id)));
    expect(plan.kind === 'ready' ? plan.ids.length : plan).toBe(750);
  });
});
