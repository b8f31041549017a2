/**
 * Where the long frames' time went, from the Long Animation Frames API (probes.ts, LoafParts):
 * of the frames over a threshold, the time in scripts (by who ran them: an event listener, a
 * message handler, an animation-frame callback…), in the rendering steps (animation-frame
 * callbacks, observers, then style, layout and paint), and in style and layout alone. What a
 * trace would name, measured in the page itself without a tracing session's own cost.
 */
import type { LoafParts } from './probes';
import { round, sum } from './stats';

export interface LoafBreakdown {
  /** Long animation frames over the threshold. */
  readonly frames: number;
  readonly totalMs: number;
  /** Before rendering: tasks, their scripts and microtasks. */
  readonly beforeRenderMs: number;
  /** From renderStart: animation-frame callbacks, resize and intersection observers, then style, layout, paint. */
  readonly renderMs: number;
  /** From styleAndLayoutStart: style, layout and paint alone. */
  readonly styleLayoutMs: number;
  /** Style and layout forced by scripts (a read of a layout value after a write). */
  readonly forcedLayoutMs: number;
  /** The scripts by who ran them, longest first (the first five). */
  readonly topScripts: readonly { readonly who: string; readonly ms: number; readonly count: number }[];
}

export function loafBreakdown(parts: readonly LoafParts[], overMs: number): LoafBreakdown {
  const long = parts.filter(([duration]) => duration > overMs);
  const byWho = new Map<string, { ms: number; count: number }>();
  for (const [, , , scripts] of long) {
    for (const [who, ms] of scripts) {
      const seen = byWho.get(who) ?? { ms: 0, count: 0 };
      byWho.set(who, { ms: seen.ms + ms, count: seen.count + 1 });
    }
  }
  const totalMs = sum(long.map(([duration]) => duration));
  const renderMs = sum(long.map(([, render]) => render));
  return {
    frames: long.length,
    totalMs: round(totalMs, 0),
    beforeRenderMs: round(totalMs - renderMs, 0),
    renderMs: round(renderMs, 0),
    styleLayoutMs: round(sum(long.map(([, , styleLayout]) => styleLayout)), 0),
    forcedLayoutMs: round(sum(long.flatMap(([, , , scripts]) => scripts.map(([, , forced]) => forced))), 0),
    topScripts: [...byWho]
      .map(([who, { ms, count }]) => ({ who, ms: round(ms, 0), count }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5),
  };
}
