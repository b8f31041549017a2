/**
 * Input first: a live batch is applied in a task of its own, never while discrete input waits to
 * be dispatched (a bounded number of times), in a transition, and counts as done once React
 * committed it (batch-commits.tsx).
 */
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BatchCommitProbe, BatchCommits } from './batch-commits';
import { inputFirst, MAX_YIELDS, type InputFirstEnv } from './input-first';

/** Tasks posted are run by hand; input is pending while `pending` > 0 (one dispatched per check). */
function fakeEnv(pending = 0) {
  const tasks: (() => void)[] = [];
  const state = { pending, checks: 0 };
  const env: InputFirstEnv = {
    inputPending: () => {
      state.checks += 1;
      if (state.pending === 0) return false;
      state.pending -= 1;
      return true;
    },
    post: (task) => void tasks.push(task),
  };
  const runNext = () => tasks.shift()!();
  return { env, tasks, state, runNext };
}

describe('inputFirst', () => {
  it('applies a batch in a task of its own, not in the one it arrived in', async () => {
    const { env, tasks, runNext } = fakeEnv();
    const applied: string[] = [];
    const done = inputFirst(new BatchCommits(), env)(() => applied.push('batch'));
    expect(applied).toEqual([]);
    expect(tasks).toHaveLength(1);
    runNext();
    expect(applied).toEqual(['batch']);
    await done; // no probe mounted: nothing renders it, done once applied
  });

  it('gives way while a click or a key waits, then applies', () => {
    const { env, tasks, state, runNext } = fakeEnv(3);
    const applied: string[] = [];
    void inputFirst(new BatchCommits(), env)(() => applied.push('batch'));
    for (let i = 0; i < 3; i++) {
      runNext();
      expect(applied).toEqual([]);
    }
    runNext();
    expect(applied).toEqual(['batch']);
    expect(state.checks).toBe(4);
    expect(tasks).toHaveLength(0);
  });

  it(`gives way at most ${MAX_YIELDS} times in a row: a stream of input never starves the live state`, () => {
    const { env, state, runNext } = fakeEnv(1_000);
    const applied: string[] = [];
    void inputFirst(new BatchCommits(), env)(() => applied.push('batch'));
    for (let i = 0; i <= MAX_YIELDS; i++) runNext();
    expect(applied).toEqual(['batch']);
    expect(state.checks).toBe(MAX_YIELDS);
  });

  it('is done once React committed what the batch set, not before', async () => {
    const { env, runNext } = fakeEnv();
    const commits = new BatchCommits();
    let setShown: (value: number) => void = () => undefined;
    function Shown() {
      const [value, set] = useState(0);
      setShown = set;
      return <p data-testid="shown">{value}</p>;
    }
    const view = render(
      <>
        <BatchCommitProbe commits={commits} />
        <Shown />
      </>,
    );
    let done = false;
    const applied = inputFirst(commits, env)(() => setShown(42));
    void applied.then(() => (done = true));
    runNext();
    await Promise.resolve();
    expect(done).toBe(false);
    await act(async () => {
      await applied;
    });
    expect(done).toBe(true);
    expect(view.getByTestId('shown').textContent).toBe('42');
  });
});
