import { asyncScheduler, defer, map, Observable, Subject, timer } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { debounceWithMaxWait } from './debounce-max-wait';
import { refetchPolicy } from './refetch-policy';
import { singleFlight } from './single-flight';

/** Runs `body` in virtual time; `at(ms, fn)` schedules a step; returns after everything ran. */
function virtual(body: (at: (ms: number, fn: () => void) => void, now: () => number) => void): void {
  const ts = new TestScheduler((a, b) => expect(a).toEqual(b));
  ts.run(() => {
    body(
      (ms, fn) => asyncScheduler.schedule(fn, ms),
      () => asyncScheduler.now(),
    );
  });
}

/** A fetch taking `ms`, counting starts and concurrency. */
function slowFetch(ms: number) {
  const stats = { starts: [] as number[], inFlight: 0, maxInFlight: 0 };
  const fetch = () =>
    new Observable<number>((sub) => {
      stats.starts.push(asyncScheduler.now());
      stats.inFlight += 1;
      stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
      const t = asyncScheduler.schedule(() => {
        stats.inFlight -= 1;
        sub.next(stats.starts.length);
        sub.complete();
      }, ms);
      return () => t.unsubscribe();
    });
  return { stats, fetch };
}

describe('debounceWithMaxWait', () => {
  it('acts as a debounce when the source goes quiet before maxWait', () => {
    virtual((at, now) => {
      const source = new Subject<string>();
      const out: [number, string][] = [];
      source.pipe(debounceWithMaxWait(5, 100, asyncScheduler)).subscribe((v) => out.push([now(), v]));
      at(0, () => source.next('a'));
      at(3, () => source.next('b'));
      at(30, () => source.next('c'));
      at(200, () => expect(out).toEqual([[8, 'b'], [35, 'c']]));
    });
  });

  it('never starves: a value every 2 ms (wait 5, maxWait 10) still fires every 10 ms', () => {
    virtual((at, now) => {
      const out: [number, number][] = [];
      const sub = timer(0, 2, asyncScheduler)
        .pipe(debounceWithMaxWait(5, 10, asyncScheduler))
        .subscribe((v) => out.push([now(), v]));
      at(31, () => {
        sub.unsubscribe();
        expect(out).toEqual([[10, 5], [20, 10], [30, 15]]);
      });
    });
  });
});

describe('singleFlight', () => {
  it('runs one fetch at a time and exactly one trailing fetch for any number of triggers meanwhile', () => {
    virtual((at) => {
      const { stats, fetch } = slowFetch(10);
      const triggers = new Subject<void>();
      triggers.pipe(singleFlight(fetch)).subscribe();
      for (const t of [0, 2, 3, 4, 5]) at(t, () => triggers.next());
      at(40, () => triggers.next());
      at(100, () => {
        // 0 starts; 2..5 collapse into one trailing start when the first completes at 10.
        expect(stats.starts).toEqual([0, 10, 40]);
        expect(stats.maxInFlight).toBe(1);
      });
    });
  });

  it('completes after the last fetch when the triggers complete during a flight', () => {
    virtual((at, now) => {
      const triggers = new Subject<void>();
      let completedAt = -1;
      triggers.pipe(singleFlight(() => timer(5, asyncScheduler).pipe(map(() => 1)))).subscribe({ complete: () => (completedAt = now()) });
      at(0, () => {
        triggers.next();
        triggers.complete();
      });
      at(20, () => expect(completedAt).toBe(5));
    });
  });
});

describe('refetchPolicy', () => {
  it('a steady stream (one trigger per ms, window 30 ms, 600 ms) refetches 20 times, never two in flight', () => {
    virtual((at) => {
      const { stats, fetch } = slowFetch(4);
      const sub = timer(0, 1, asyncScheduler).pipe(refetchPolicy({ windowMs: 30 }, asyncScheduler, fetch)).subscribe();
      // 601: the check itself was scheduled before the refetch due at 600.
      at(601, () => {
        sub.unsubscribe();
        // maxWait = window: the first trigger (0) is due at 30, each flight (4 ms) ends before the next window does.
        expect(stats.starts).toEqual(Array.from({ length: 20 }, (_, i) => 30 * (i + 1)));
        expect(stats.maxInFlight).toBe(1);
      });
    });
  });

  it('a fetch slower than the window: never two in flight, one trailing refetch per flight', () => {
    virtual((at) => {
      const { stats, fetch } = slowFetch(50);
      const triggers = new Subject<void>();
      triggers.pipe(refetchPolicy({ windowMs: 10 }, asyncScheduler, fetch)).subscribe();
      for (let t = 0; t < 100; t += 5) at(t, () => triggers.next());
      at(400, () => {
        expect(stats.maxInFlight).toBe(1);
        // Debounced at 10; the flight 10–60 collects triggers → one start at 60; flight 60–110
        // collects the rest (last trigger at 95) → one start at 110; then nothing more.
        expect(stats.starts).toEqual([10, 60, 110]);
      });
    });
  });

  it('calls fetch lazily with the latest trigger value', () => {
    virtual((at) => {
      const seen: string[] = [];
      const triggers = new Subject<string>();
      triggers.pipe(refetchPolicy({ windowMs: 10 }, asyncScheduler, (t: string) => defer(() => (seen.push(t), timer(1, asyncScheduler))))).subscribe();
      at(0, () => triggers.next('first'));
      at(4, () => triggers.next('latest'));
      at(50, () => expect(seen).toEqual(['latest']));
    });
  });

  it('a now$ trigger fetches at once and drops the pending debounced trigger', () => {
    virtual((at) => {
      const { stats, fetch } = slowFetch(2);
      const triggers = new Subject<string>();
      const now$ = new Subject<string>();
      triggers.pipe(refetchPolicy({ windowMs: 30 }, asyncScheduler, fetch, now$)).subscribe();
      at(0, () => triggers.next('spend'));
      at(10, () => now$.next('reconnect'));
      // A later trigger starts a new 30 ms window of its own.
      at(50, () => triggers.next('spend'));
      at(200, () => expect(stats.starts).toEqual([10, 80]));
    });
  });
});

