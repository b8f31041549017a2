/**
 * Scale: per list size, a new database whose heavy user's brand lists that many
 * renders (bench-env.ts prepareScale); per mode (the order alternating by size), the first rows
 * painted after a cold load, then on one Renders page, per rate, a storm measured with nothing
 * attached (storm-phase.ts) and wheel-scrolling under the same rate (scroll-phase.ts). Rates
 * above `soketiMax` come from the source inside the engine's host (host-storm-client.ts).
 */
import { MODES, navigateInApp, openRendersPage, prepareScale, rendersReady, type BenchEnv, type Mode } from './bench-env';
import type { Chromium } from './chromium';
import { firstRowsPhase, type FirstRowsFigures } from './first-rows-phase';
import type { StormSource } from './host-storm-client';
import { interactionsPhase, type FirstInput, type InteractionSet } from './interactions-phase';
import { scrollPhase, type ScrollFigures } from './scroll-phase';
import { stormPhase, type StormFigures } from './storm-phase';
import type { SoketiTarget } from './storm';

export interface ScaleParams {
  /** Renders in the list, one database each. */
  readonly sizes: readonly number[];
  readonly rates: readonly number[];
  /** Storm measured per rate, seconds. */
  readonly seconds: number;
  /** Wheel-scrolling per rate, seconds (0: none). */
  readonly scrollSeconds: number;
  /** Cold loads of the Renders page per mode and size, for the first rows (0: none). */
  readonly firstRowsLoads: number;
  /** The highest rate sent through soketi; higher ones come from inside the engine's host. */
  readonly soketiMax: number;
  /** Running builds the storm moves. */
  readonly builds: number;
  /** After a storm, how long the page has to paint its last values. */
  readonly settleMs: number;
  /** Storm before the wheel starts. */
  readonly scrollWarmupMs: number;
  /** Rounds of interactions (interactions-phase.ts) idle and under each rate (0: none). */
  readonly interactionRounds: number;
  /** The list sizes the interactions run on (each of them must be in `sizes`). */
  readonly interactionSizes: readonly number[];
  /** Only the interactions (idle, then under each rate): no measured storm, scrolling or first rows. */
  readonly interactionsOnly: boolean;
}

export interface ScaleStep {
  readonly rate: number;
  readonly source: StormSource;
  readonly storm: StormFigures;
  readonly scroll: ScrollFigures | null;
  /** A row in view whose last value was never painted, or event→paint growing over the storm. */
  readonly behind: boolean;
}

/** Interactions on one page: idle once, then under each rate (after that rate's storm and scrolling). */
export interface ScaleInteractions {
  /** Null when the idle rounds failed (see `failures`). */
  readonly idle: InteractionSet | null;
  readonly rates: readonly { readonly rate: number; readonly source: StormSource; readonly storm: InteractionSet }[];
  /** Interaction phases that failed (an input whose result never showed), with why: their figures are left out, the run goes on. */
  readonly failures: readonly string[];
  /** The page's first input (Event Timing 'first-input'): the first click of the idle rounds. */
  readonly firstInput: FirstInput | null;
}

export interface ScaleModeFigures {
  readonly firstRows: FirstRowsFigures | null;
  /** Empty with `interactionsOnly`. */
  readonly steps: readonly ScaleStep[];
  readonly interactions: ScaleInteractions | null;
}

export interface ScaleFigures {
  readonly listSize: number;
  /** The list's total as the Renders page announced it (null without first-rows loads). */
  readonly total: number | null;
  readonly modes: Readonly<Record<Mode, ScaleModeFigures>>;
}

/**
 * Falling behind: a row in view whose last value was never painted, or event→paint growing over
 * the storm (its last third's p95 over twice the first third's and 100 ms more).
 */
export function fellBehind(f: StormFigures): boolean {
  const { unshownFinal, p95FirstThirdMs: first, p95LastThirdMs: last } = f.eventToPaint;
  return unshownFinal > 0 || (first !== null && last !== null && last > 2 * first && last > first + 100);
}

export const sourceFor = (rate: number, soketiMax: number): StormSource => (rate > soketiMax ? 'host' : 'soketi');

async function scaleMode(env: BenchEnv, mode: Mode, p: ScaleParams, listSize: number, say: (text: string) => void): Promise<ScaleModeFigures> {
  const interact = p.interactionRounds > 0 && p.interactionSizes.includes(listSize);
  const firstRows = p.firstRowsLoads > 0 && !p.interactionsOnly ? await firstRowsPhase(env, mode, p.firstRowsLoads) : null;
  const app = await openRendersPage(env, mode);
  const steps: ScaleStep[] = [];
  let interactions: ScaleInteractions | null = null;
  try {
    let idle: Awaited<ReturnType<typeof interactionsPhase>> | null = null;
    const underRates: { rate: number; source: StormSource; storm: InteractionSet }[] = [];
    const failures: string[] = [];
    /** One interaction phase; a failure is kept with its reason, and the page taken back to the Renders list for what follows. */
    const attempt = async <T>(what: string, run: () => Promise<T>): Promise<T | null> => {
      try {
        return await run();
      } catch (error) {
        const why = `${what}: ${error instanceof Error ? error.message : String(error)}`;
        say(`  ${mode}, ${why} (left out; the run goes on)`);
        failures.push(why);
        await navigateInApp(env, app, 'builds', rendersReady(env));
        return null;
      }
    };
    if (interact) {
      say(`  ${mode}, interactions idle (${p.interactionRounds} rounds)…`);
      idle = await attempt('interactions idle', () => interactionsPhase(env, app, { rounds: p.interactionRounds, rate: null }));
    }
    for (const rate of p.rates) {
      const source = sourceFor(rate, p.soketiMax);
      if (!p.interactionsOnly) {
        say(`  ${mode}, ${rate} events/s from ${source}…`);
        const storm = await stormPhase(env, app, { rate, seconds: p.seconds, source, settleMs: p.settleMs });
        const scroll = p.scrollSeconds > 0 ? await scrollPhase(env, app, { rate, seconds: p.scrollSeconds, source, warmupMs: p.scrollWarmupMs }) : null;
        steps.push({ rate, source, storm, scroll, behind: fellBehind(storm) });
      }
      if (interact) {
        say(`  ${mode}, interactions under ${rate} events/s from ${source} (${p.interactionRounds} rounds)…`);
        const under = await attempt(`interactions under ${rate}/s`, () => interactionsPhase(env, app, { rounds: p.interactionRounds, rate, source }));
        if (under !== null) underRates.push({ rate, source, storm: under.set });
        // The last values land before the next phase measures anything.
        await new Promise((resolve) => setTimeout(resolve, p.settleMs));
      }
    }
    // Without the idle figures there is no excess to show: the failures alone are kept.
    if (interact) interactions = idle === null ? { idle: null, rates: underRates, failures, firstInput: null } : { idle: idle.set, rates: underRates, failures, firstInput: idle.firstInput };
  } finally {
    await app.page.close();
  }
  return { firstRows, steps, interactions };
}

export async function scalePhase(
  target: { readonly browser: Chromium; readonly origin: string; readonly soketi: SoketiTarget; readonly stackPid?: number },
  p: ScaleParams,
  say: (text: string) => void,
  /** Each list size's figures as soon as they are taken, so a failure later keeps them. */
  out: ScaleFigures[] = [],
): Promise<ScaleFigures[]> {
  for (const [i, listSize] of p.sizes.entries()) {
    if (p.interactionsOnly && !p.interactionSizes.includes(listSize)) continue;
    say(`scale: a list of ${listSize} renders (new database, signing in)…`);
    const env = await prepareScale({ ...target, builds: p.builds, listSize });
    // Alternating which mode goes first, so a drift in the machine's load hits both alike.
    const order: readonly Mode[] = i % 2 === 0 ? MODES : [...MODES].reverse();
    const modes = {} as Record<Mode, ScaleModeFigures>;
    for (const mode of order) modes[mode] = await scaleMode(env, mode, p, listSize, say);
    const total = modes.worker.firstRows?.total ?? modes['in-process'].firstRows?.total ?? null;
    out.push({ listSize, total, modes });
  }
  return out;
}
