/**
 * Scrolling under a storm: real wheel input (Input.dispatchMouseEvent, `mouseWheel`)
 * on the Renders list for `seconds` while the storm goes on, as a user flicks through a long
 * list: 300 px every 33 ms (about 190 rows a second), turning back at either end. Measured in
 * the page: the interval between frames (requestAnimationFrame; "frames over 50 ms" are the ones
 * a user sees as a stutter) and the long animation frames (PerformanceObserver
 * 'long-animation-frame'). A DevTools session with no domain enabled is attached for the input,
 * as in the interaction phase.
 */
import { rendersReady, type AppPage, type BenchEnv } from './bench-env';
import type { StormSource } from './host-storm-client';
import type { Session } from './pages';
import { centreOf, FIRST_ROW_SHOWN, INSTALL_PROBES, READ_PROBES, RENDERS_SCROLL, RESET_PROBES, SCROLL_POSITION, START_FRAMES, STOP_FRAMES, type ProbeReadout } from './probes';
import { loafBreakdown, type LoafBreakdown } from './loaf-breakdown';
import { quantile, round, sum } from './stats';
import { stormFrom } from './storm-phase';

export interface ScrollFigures {
  readonly seconds: number;
  readonly wheelEvents: number;
  /** How far down the list went: the largest scrollTop seen (px), and the furthest row at the top of its box. */
  readonly furthestPx: number;
  readonly furthestRow: number;
  /** Frames the main thread produced while scrolling, and the intervals between them. */
  readonly frames: number;
  readonly framesOver50: number;
  readonly longestFrameMs: number;
  readonly p95FrameMs: number | null;
  /** Long animation frames while scrolling: how many, the longest, their blocking time summed. */
  readonly longFrames: { readonly count: number; readonly longestMs: number; readonly blockingMs: number };
  /** Where the time of the long animation frames over 50 ms went (the stutters a user sees). */
  readonly over50: LoafBreakdown;
}

const WHEEL_PX = 300;
const WHEEL_EVERY_MS = 33;
/** How often the scroll position is read, to turn back at the ends. */
const CHECK_EVERY = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Moved = Pick<ScrollFigures, 'wheelEvents' | 'furthestPx' | 'furthestRow'>;

async function wheel(session: Session, seconds: number): Promise<Moved> {
  const centre = await session.evaluate<[number, number] | null>(centreOf(RENDERS_SCROLL));
  if (centre === null) throw new Error('No Renders list to scroll');
  const [x, y] = centre;
  await session.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
  const end = Date.now() + seconds * 1000;
  let direction = 1;
  let wheelEvents = 0;
  let furthestPx = 0;
  let furthestRow = 0;
  const check = async () => {
    const [top, max] = (await session.evaluate<[number, number] | null>(SCROLL_POSITION)) ?? [0, 0];
    furthestPx = Math.max(furthestPx, Math.round(top));
    furthestRow = Math.max(furthestRow, await session.evaluate<number>(FIRST_ROW_SHOWN));
    if (top >= max - 1) direction = -1;
    else if (top <= 0) direction = 1;
  };
  for (let next = Date.now(); Date.now() < end; ) {
    await session.send('Input.dispatchMouseEvent', { type: 'mouseWheel', x, y, deltaX: 0, deltaY: direction * WHEEL_PX });
    if (++wheelEvents % CHECK_EVERY === 0) await check();
    // A fixed cadence; a slow dispatch is not made up for (a user's wheel does not queue up either).
    next = Math.max(next + WHEEL_EVERY_MS, Date.now());
    await sleep(next - Date.now());
  }
  await check();
  return { wheelEvents, furthestPx, furthestRow };
}

/** Scrolls the open Renders page for `seconds` under a storm at `rate`, then back to the top. */
export async function scrollPhase(env: BenchEnv, app: AppPage, p: { rate: number; seconds: number; source: StormSource; warmupMs: number }): Promise<ScrollFigures> {
  const session = await app.page.attach();
  try {
    await session.evaluate(`${INSTALL_PROBES}, true`);
    const storm = await stormFrom(env, app, { rate: p.rate, seconds: p.seconds + p.warmupMs / 1000, source: p.source });
    let moved: Moved;
    let intervals: number[];
    try {
      // The storm first, so the first wheel event already meets a busy page.
      await sleep(p.warmupMs);
      await session.evaluate(`${RESET_PROBES}, ${START_FRAMES}`);
      moved = await wheel(session, p.seconds);
      intervals = await session.evaluate<number[]>(STOP_FRAMES);
    } finally {
      await storm.stop();
    }
    const seen = await session.evaluate<ProbeReadout>(READ_PROBES);
    // Nothing to pair (the rows moved under the events), but the host's storm hands back the sequence's cursor.
    await storm.report([], []);
    await session.evaluate(`document.querySelector('${RENDERS_SCROLL}').scrollTop = 0, true`);
    await session.waitFor(rendersReady(env), 'the Renders list back at its top');
    return {
      seconds: p.seconds,
      ...moved,
      frames: intervals.length,
      framesOver50: intervals.filter((ms) => ms > 50).length,
      longestFrameMs: round(Math.max(0, ...intervals), 0),
      p95FrameMs: intervals.length === 0 ? null : round(quantile(intervals, 0.95)!, 1),
      longFrames: {
        count: seen.loaf.length,
        longestMs: round(Math.max(0, ...seen.loaf.map(([duration]) => duration)), 0),
        blockingMs: round(sum(seen.loaf.map(([, blocking]) => blocking)), 0),
      },
      over50: loafBreakdown(seen.loafParts, 50),
    };
  } finally {
    await session.detach();
  }
}
