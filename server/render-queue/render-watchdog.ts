/**
 * The render queue's watchdog (docs/template-packages.md "The watchdog"), beside the render runner
 * (render-runner.ts) that claims, renders and settles:
 *
 *   - a hard deadline per render from its claim (`RENDER_DEADLINE_IMAGE_MS` for PNG/JPEG,
 *     `RENDER_DEADLINE_HTML5_MS` for HTML5): on expiry the render's signal fires, the renderer
 *     kills its page (server/render/chromium.ts) and the render stops;
 *   - a lease is renewed only for a render within its deadline and not stopped, so a render that
 *     makes no progress is never kept by a live process;
 *   - a cancel (the route, in this process; or the row found `cancelled` at a renewal, in a render
 *     worker) and a lease found taken by another stop the render without settling it;
 *   - what a stopped or crashed render comes to: a crash is tried again until the render was taken
 *     `maxAttempts` times, then fails with `render.crashed`; a deadline that passed while other
 *     renders ran here (the machine was busy) is tried once more; any other fails with
 *     `render.deadline`. A render tried again goes back to `queued` with its attempts counted.
 *
 *   claimed ──► rendering ──deadline──► (busy, first time, attempts left) queued again
 *                  │                └─► failed  render.deadline {seconds}
 *                  ├──crash─────► (attempts left) queued again, else failed render.crashed {times}
 *                  └──cancel────► cancelled (the route wrote it; nothing settled, nothing spent)
 */
import type { BrandRow, VisualBuildRow } from '../db/rows.ts';
import type { EffectDeps } from '../farm/brand-effects.ts';
import { announceBuild } from '../live/announce.ts';
import { reason, type RenderReason } from '../../worker/contract/render-reasons';

/** Why the watchdog stopped a render: its deadline, a cancel, or its lease taken by another process. */
export type Halt = 'deadline' | 'cancelled' | 'lost';

export interface RenderDeadlines {
  /** PNG and JPEG: a page in Chromium. */
  readonly image: number;
  /** HTML5: the package zipped with its values (no template code runs). */
  readonly html5: number;
}

export const DEFAULT_DEADLINES: RenderDeadlines = { image: 60_000, html5: 120_000 };

/** One render under watch. */
export interface Watched {
  /** Fires when the render must stop: the queue closing, or a halt. */
  readonly signal: AbortSignal;
  readonly deadlineMs: number;
  /** Why the watchdog stopped it, or null. */
  halted(): Halt | null;
  /** Whether other renders were under way here when it was stopped (a busy machine). */
  readonly underLoad: boolean;
  end(): void;
}

export interface RenderWatchdog {
  watch(build: VisualBuildRow, closing: AbortSignal): Watched;
  /** The renders under way here whose lease may be renewed now: within their deadline and not stopped. */
  renewable(): number[];
  /** Stops a render under way here; false when it is not. */
  halt(buildId: number, why: Halt): boolean;
  /** A render stopped by its deadline or a crash: null to try it again, else the reason it fails with. */
  verdict(build: VisualBuildRow, what: 'deadline' | 'crash', watched: Watched): RenderReason | null;
  /** Puts a render this process holds back in the queue, counted (`timedOut`: its deadline passed). */
  requeue(build: VisualBuildRow, timedOut: boolean): void;
}

interface Entry {
  readonly stop: AbortController;
  readonly deadlineAt: number;
  why: Halt | null;
  underLoad: boolean;
}

export const seconds = (ms: number): number => Math.round(ms / 100) / 10;

export function createRenderWatchdog(d: EffectDeps, owner: string, options: { readonly deadlines: RenderDeadlines; readonly maxAttempts: number }): RenderWatchdog {
  const entries = new Map<number, Entry>();
  const requeueOne = d.db.prepare(
    "UPDATE visual_builds SET status = 'queued', stage = NULL, progress = 0, lease_owner = NULL, lease_until = NULL, timeouts = timeouts + ?, updated_at = ? WHERE id = ? AND lease_owner = ? AND status = 'rendering'",
  );

  function halt(entry: Entry, why: Halt): void {
    if (entry.why !== null) return;
    entry.why = why;
    entry.underLoad = entries.size > 1;
    entry.stop.abort(new Error(`render stopped: ${why}`));
  }

  return {
    watch(build, closing) {
      const deadlineMs = build.output_format === 'html' ? options.deadlines.html5 : options.deadlines.image;
      const entry: Entry = { stop: new AbortController(), deadlineAt: Date.now() + deadlineMs, why: null, underLoad: false };
      // Real time, not the queue's clock: Chromium's work takes real time.
      const timer = setTimeout(() => halt(entry, 'deadline'), deadlineMs);
      timer.unref();
      entries.set(build.id, entry);
      return {
        signal: AbortSignal.any([closing, entry.stop.signal]),
        deadlineMs,
        halted: () => entry.why,
        get underLoad() {
          return entry.underLoad;
        },
        end() {
          clearTimeout(timer);
          if (entries.get(build.id) === entry) entries.delete(build.id);
        },
      };
    },
    renewable() {
      const now = Date.now();
      return [...entries].filter(([, e]) => e.why === null && now < e.deadlineAt).map(([id]) => id);
    },
    halt(buildId, why) {
      const entry = entries.get(buildId);
      if (!entry) return false;
      halt(entry, why);
      return true;
    },
    verdict(build, what, watched) {
      const attemptsLeft = build.attempts < options.maxAttempts;
      if (what === 'crash') return attemptsLeft ? null : reason('render.crashed', { times: build.attempts });
      return attemptsLeft && watched.underLoad && build.timeouts === 0 ? null : reason('render.deadline', { seconds: seconds(watched.deadlineMs) });
    },
    requeue(build, timedOut) {
      const now = d.clock.now().toISOString();
      if (requeueOne.run(timedOut ? 1 : 0, now, build.id, owner).changes === 0) return;
      const brand = d.db.prepare('SELECT * FROM brands WHERE id = ?').get(build.brand_id) as BrandRow;
      announceBuild(d.publisher, brand, { id: build.id, status: 'queued', progress: 0, stage: null }, false);
    },
  };
}
