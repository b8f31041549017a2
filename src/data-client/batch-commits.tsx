/**
 * When React has committed a live batch applied in a transition (input-first.ts): the bridge's
 * acknowledgement waits for it, so the worker never sends the next batch while React still
 * renders the last one (it merges meanwhile instead, docs/engine.md "Bridge"), and a transition
 * is never restarted by a newer batch landing in the middle of it.
 *
 * The probe is a component that renders nothing: the transition that applies a batch also bumps
 * its state, so its layout effect runs in the commit that shows the batch.
 */
import { useLayoutEffect, useState } from 'react';

/** A transition that never commits (its probe went) still ends the wait after this long. */
const GIVE_UP_MS = 5_000;

type SetTick = (update: (tick: number) => number) => void;

export class BatchCommits {
  private setTick: SetTick | null = null;
  private waiting: (() => void)[] = [];

  /**
   * Called inside the transition that applies a batch: `resolve` runs once React committed it
   * (at once when no probe is mounted: nothing renders it yet).
   */
  expect(resolve: () => void): void {
    if (this.setTick === null) {
      resolve();
      return;
    }
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(once, GIVE_UP_MS);
    this.waiting.push(once);
    this.setTick((tick) => tick + 1);
  }

  /** The probe's commit: every batch applied before it is on screen. */
  committed(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve();
  }

  /** The probe mounted; returns its unmount (which lets every wait go). */
  attach(setTick: SetTick): () => void {
    this.setTick = setTick;
    return () => {
      if (this.setTick === setTick) this.setTick = null;
      this.committed();
    };
  }
}

export function BatchCommitProbe({ commits }: { commits: BatchCommits }) {
  const [tick, setTick] = useState(0);
  useLayoutEffect(() => commits.attach(setTick), [commits]);
  useLayoutEffect(() => {
    if (tick > 0) commits.committed();
  }, [commits, tick]);
  return null;
}
