/**
 * What a person feels: interactions on the Renders page, idle and under a storm, measured by the
 * page's own Event Timing API (event-timing.ts), not by the benchmark's clocks. Each round, as a
 * person working in the list does:
 *
 *   details        a click on the top row's id: the render's details page opens
 *   navigate       a click on the breadcrumb back to Renders: the list is shown again, live
 *   notifications  a click on the bell: the notification centre opens (closed again with Escape, not counted)
 *   search         each key of "stark" typed into the brand menu's search box (the menu opened
 *                  with a click and closed with Escape, not counted)
 *
 * Real input (Input.dispatchMouseEvent / dispatchKeyEvent) through a DevTools session with no
 * domain enabled, as the scroll phase does; the benchmark waits in the page for each one's result
 * (a rAF loop, no polling from Node) and leaves 100 ms before the next input. Every interaction of
 * the phase, the uncounted ones too, goes into its INP.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rendersReady, type AppPage, type BenchEnv } from './bench-env';
import { EVENT_TIMING_THRESHOLD_MS, INSTALL_EVENT_TIMING, inpOf, interactionsOf, markInteraction, READ_EVENT_TIMING, samplesByKind, type EventTimingReadout } from './event-timing';
import { startHostStorm, type StormSource } from './host-storm-client';
import { click } from './click';
import type { Session } from './pages';
import { quantile, round } from './stats';
import { startStorm, type Storm } from './storm';

export const INTERACTION_KINDS = ['details', 'navigate', 'notifications', 'search'] as const;
export type InteractionKind = (typeof INTERACTION_KINDS)[number];

/** Typed into the brand menu's search box, a key press each (the manager's brands include Stark). */
const SEARCH_TEXT = 'stark';

export interface KindFigures {
  /** Inputs of this kind the benchmark made. */
  readonly samples: number;
  /** How many left no entry: under 16 ms (counted as 16 in the quantiles: "at most"). */
  readonly underThreshold: number;
  readonly p50Ms: number | null;
  readonly p95Ms: number | null;
}

export interface InteractionSet {
  readonly rounds: number;
  readonly kinds: Readonly<Record<InteractionKind, KindFigures>>;
  /** Of every interaction in the phase (web-vitals' definition, event-timing.ts inpOf); null: under 16 ms. */
  readonly inpMs: number | null;
  /** Interactions in the phase (performance.interactionCount, or the inputs the benchmark made where the browser has no count). */
  readonly interactions: number;
  /** Under the storm: the events per second that went out meanwhile; idle: null. */
  readonly sentPerSecond: number | null;
  readonly seconds: number;
}

export interface FirstInput {
  readonly name: string;
  readonly durationMs: number;
  readonly delayMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves in the page once `condition` holds at an animation frame (the frame that shows it is being made), or throws after 15 s. */
function untilShown(session: Session, condition: string, what: string): Promise<void> {
  return session
    .evaluate<boolean>(
      `new Promise((resolve) => {
        const deadline = performance.now() + 15000;
        const check = () => {
          if (${condition}) return resolve(true);
          if (performance.now() > deadline) return resolve(false);
          requestAnimationFrame(check);
        };
        check();
      })`,
    )
    .then(async (ok) => {
      if (ok) return;
      // Where the page was instead, to tell a slow page from an input that went elsewhere.
      const at = await session.evaluate<string>('location.pathname + location.search').catch(() => '?');
      const shot = join(tmpdir(), `bench-interaction-timeout-${Date.now()}.png`);
      const saved = await session
        .send<{ data: string }>('Page.captureScreenshot', { format: 'png' })
        .then(({ data }) => (writeFileSync(shot, Buffer.from(data, 'base64')), `; screenshot ${shot}`))
        .catch(() => '');
      throw new Error(`Timed out after 15 s waiting for ${what} (the page at ${at}${saved})`);
    });
}

async function press(session: Session, key: string): Promise<void> {
  const escape = key === 'Escape';
  const code = escape ? 'Escape' : `Key${key.toUpperCase()}`;
  const keyCode = escape ? 27 : key.toUpperCase().charCodeAt(0);
  await session.send('Input.dispatchKeyEvent', { type: 'keyDown', key, code, windowsVirtualKeyCode: keyCode, ...(escape ? {} : { text: key }) });
  await session.send('Input.dispatchKeyEvent', { type: 'keyUp', key, code, windowsVirtualKeyCode: keyCode });
}

const GAP_MS = 100;

/** One input: marked with its kind, made, its result waited for in the page, then a short gap. */
async function act(session: Session, kind: InteractionKind | null, input: () => Promise<void>, shown: string, what: string): Promise<void> {
  await session.evaluate(markInteraction(kind));
  await input();
  await untilShown(session, shown, what);
  await sleep(GAP_MS);
}

const TOP_ROW_LINK = '[data-testid="renders-table"] tbody tr[data-build-id] [data-testid="build-id-cell"] a';
const BELL = '[data-testid="notifications-bell"]';
const PANEL = 'document.querySelector(\'[data-testid="notifications-panel"]\')';
const BRAND_MENU = '[data-testid="brand-menu-button"]';
const MENU_PANEL = 'document.querySelector(\'[data-testid="brand-menu-panel"]\')';
const SEARCH_BOX = 'document.querySelector(\'[data-testid="brand-search"]\')';

/** One round, on the Renders page and back on it. */
async function round1(session: Session, env: BenchEnv): Promise<void> {
  const brand = env.brand.identifier;
  await act(session, 'details', () => click(session, TOP_ROW_LINK), `document.querySelector('[data-testid="build-detail-page"]') !== null`, "a render's details page");
  await act(session, 'navigate', () => click(session, `[data-testid="breadcrumbs"] a[href="/${brand}/builds"]`), rendersReady(env), 'the Renders page');
  // Open once its enter transition ended (an Escape during it is not what a person does); closed
  // once Headless UI unmounted it after its leave transition (until then it takes the clicks).
  await act(session, 'notifications', () => click(session, BELL), `${PANEL} !== null && !['data-closed', 'data-enter', 'data-transition'].some((a) => ${PANEL}.hasAttribute(a))`, 'the notification centre');
  await act(session, null, () => press(session, 'Escape'), `${PANEL} === null`, 'the notification centre to close');
  await act(session, null, () => click(session, BRAND_MENU), `${SEARCH_BOX} !== null && document.activeElement === ${SEARCH_BOX}`, "the brand menu's search box, focused");
  for (let i = 1; i <= SEARCH_TEXT.length; i++) {
    await act(session, 'search', () => press(session, SEARCH_TEXT[i - 1]!), `${SEARCH_BOX}?.value === ${JSON.stringify(SEARCH_TEXT.slice(0, i))}`, `"${SEARCH_TEXT.slice(0, i)}" in the search box`);
  }
  await act(session, null, () => press(session, 'Escape'), `${MENU_PANEL} === null`, 'the brand menu to close');
}

/** Per kind: the quantiles of its durations, an input that left no entry counting as 16 ms (at most). */
export function kindFigures(durations: readonly (number | null)[]): KindFigures {
  const values = durations.map((d) => d ?? EVENT_TIMING_THRESHOLD_MS);
  return {
    samples: durations.length,
    underThreshold: durations.filter((d) => d === null).length,
    p50Ms: quantile(values, 0.5),
    p95Ms: quantile(values, 0.95),
  };
}

export function interactionSet(readout: EventTimingReadout, p: { rounds: number; seconds: number; sentPerSecond: number | null }): InteractionSet {
  const byKind = samplesByKind(readout);
  const kinds = Object.fromEntries(INTERACTION_KINDS.map((kind) => [kind, kindFigures(byKind.get(kind) ?? [])])) as Record<InteractionKind, KindFigures>;
  const interactions = interactionsOf(readout);
  // Every input the benchmark made is one interaction (a click, a key press); the browser's own count when it has one.
  const count = readout.interactionCount ?? readout.marks.length;
  return { rounds: p.rounds, kinds, inpMs: inpOf(interactions.map((i) => i.durationMs), count), interactions: count, sentPerSecond: p.sentPerSecond, seconds: p.seconds };
}

/** The longest a storm from inside the host may run for the interactions (it is stopped as soon as they are done). */
const HOST_STORM_CEILING_S = 900;

/**
 * `rounds` rounds on the open Renders page (which it starts and ends on), idle (`rate` null) or
 * under a storm from `source`. Returns the figures and the page's first input (whenever it was).
 */
export async function interactionsPhase(
  env: BenchEnv,
  app: AppPage,
  p: { rounds: number; rate: number | null; source?: StormSource; warmupMs?: number },
): Promise<{ set: InteractionSet; firstInput: FirstInput | null }> {
  const session = await app.page.attach();
  try {
    await session.evaluate(INSTALL_EVENT_TIMING);
    let storm: Storm | null = null;
    if (p.rate !== null) {
      storm =
        p.source === 'host'
          ? await startHostStorm(env, app, { rate: p.rate, seconds: HOST_STORM_CEILING_S, untilStopped: true })
          : startStorm(env.soketi, env.brand, { rate: p.rate, cursor: app.cursor });
      // The storm first, so the first input already meets a busy page.
      await sleep(p.warmupMs ?? 1_000);
    }
    const started = Date.now();
    let readout: EventTimingReadout;
    try {
      for (let i = 0; i < p.rounds; i++) await round1(session, env);
      readout = await session.evaluate<EventTimingReadout>(READ_EVENT_TIMING);
    } finally {
      await storm?.stop();
    }
    const seconds = (Date.now() - started) / 1000;
    let sentPerSecond: number | null = null;
    if (storm !== null) {
      // The host's storm hands back the sequence's cursor with its report.
      const sent = await storm.report([], []);
      sentPerSecond = round(sent.published / sent.seconds, 0);
    }
    const first = readout.firstInput;
    return {
      set: interactionSet(readout, { rounds: p.rounds, seconds: round(seconds, 1), sentPerSecond }),
      firstInput: first === null ? null : { name: first[0], durationMs: first[2], delayMs: round(first[3], 1) },
    };
  } finally {
    await session.detach();
  }
}
