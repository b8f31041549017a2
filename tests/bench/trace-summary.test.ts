/** `--trace`'s summary: self time per event name on the page's renderer main thread. */
import { describe, expect, it } from 'vitest';
import { summarizeTrace } from '../../scripts/bench/browser/trace-phase';

const thread = (pid: number, tid: number, name: string) => ({ name: 'thread_name', ph: 'M', pid, tid, ts: 0, args: { name } });
const task = (pid: number, tid: number, name: string, ts: number, dur: number) => ({ name, ph: 'X', pid, tid, ts, dur });

describe('summarizeTrace', () => {
  it("takes each event's own time, without its children's, on the busiest renderer main thread", () => {
    const events = [
      thread(1, 10, 'CrRendererMain'),
      thread(1, 11, 'Compositor'),
      thread(2, 20, 'CrRendererMain'),
      // A task of 1,000 µs: a function call of 600 µs (a style recalculation of 100 µs inside), then paint of 300 µs.
      task(1, 10, 'RunTask', 0, 1000),
      task(1, 10, 'FunctionCall', 0, 600),
      task(1, 10, 'UpdateLayoutTree', 200, 100),
      task(1, 10, 'Paint', 650, 300),
      // A second task, after the first.
      task(1, 10, 'RunTask', 2000, 500),
      task(1, 10, 'Paint', 2100, 400),
      // Another thread and another (idler) renderer: not ours.
      task(1, 11, 'RunTask', 0, 5000),
      task(2, 20, 'RunTask', 0, 1200),
      // Instant events have no duration and take none.
      { name: 'Mark', ph: 'I', pid: 1, tid: 10, ts: 300 },
    ];
    expect(summarizeTrace(events)).toEqual({
      busyMs: 1.5,
      bySelf: [
        { name: 'Paint', ms: 0.7, pct: 46.7 },
        { name: 'FunctionCall', ms: 0.5, pct: 33.3 },
        { name: 'RunTask', ms: 0.2, pct: 13.3 },
        { name: 'UpdateLayoutTree', ms: 0.1, pct: 6.7 },
      ],
    });
  });

  it('says nothing was busy when the trace has no renderer main thread', () => {
    expect(summarizeTrace([thread(1, 10, 'Compositor'), task(1, 10, 'RunTask', 0, 100)])).toEqual({ busyMs: 0, bySelf: [] });
  });
});
