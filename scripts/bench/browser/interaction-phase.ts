/**
 * Interaction latency, during a storm and idle: real mouse input (Input.dispatchMouseEvent) on
 * the links between dashboard and Renders and on the brand menu, timed in the page from the
 * input's timestamp to the first painted frame that shows the content (probes.ts
 * armInteraction). A DevTools session is attached for the input, with no domain enabled (no
 * Network tracing).
 */
import { rendersReady, type AppPage, type BenchEnv } from './bench-env';
import { click } from './click';
import type { Session } from './pages';
import { armInteraction, AWAIT_INTERACTION, type InteractionKind } from './probes';
import { median } from './stats';
import { startStorm } from './storm';

export interface InteractionFigures {
  /** Median ms from click to content painted, per interaction. */
  readonly storm: Readonly<Record<InteractionKind, number | null>>;
  readonly idle: Readonly<Record<InteractionKind, number | null>>;
}

const clickOn = (brand: string): Readonly<Record<InteractionKind, string>> => ({
  dashboard: `[data-testid="sidebar"] a[href="/${brand}/dashboard"]`,
  // The dashboard's "See renders" link (the sidebar has no Renders item).
  renders: `[data-testid="stat-renders"] a[href="/${brand}/builds"]`,
  brandMenu: '[data-testid="brand-menu-button"]',
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed(session: Session, env: BenchEnv, kind: InteractionKind): Promise<number | null> {
  await session.evaluate(armInteraction(kind));
  await click(session, clickOn(env.brand.identifier)[kind]);
  return session.evaluate<number | null>(AWAIT_INTERACTION);
}

async function closeBrandMenu(session: Session): Promise<void> {
  for (const type of ['keyDown', 'keyUp']) await session.send('Input.dispatchKeyEvent', { type, key: 'Escape', code: 'Escape', windowsVirtualKeyCode: 27 });
  await session.waitFor(`document.querySelector('[data-testid="brand-menu-panel"]') === null`, 'the brand menu to close');
}

/** `rounds` times: Renders → dashboard → Renders, then the brand menu opened and closed. */
async function rounds(session: Session, env: BenchEnv, count: number): Promise<Record<InteractionKind, number | null>> {
  const times: Record<InteractionKind, number[]> = { dashboard: [], renders: [], brandMenu: [] };
  const keep = (kind: InteractionKind, ms: number | null) => void (ms !== null && times[kind].push(ms));
  for (let i = 0; i < count; i++) {
    keep('dashboard', await timed(session, env, 'dashboard'));
    await sleep(500);
    keep('renders', await timed(session, env, 'renders'));
    await session.waitFor(rendersReady(env), 'the Renders page');
    await sleep(500);
    keep('brandMenu', await timed(session, env, 'brandMenu'));
    await closeBrandMenu(session);
    await sleep(500);
  }
  return { dashboard: median(times.dashboard), renders: median(times.renders), brandMenu: median(times.brandMenu) };
}

/** Starts on the Renders page and ends there. */
export async function interactionPhase(env: BenchEnv, app: AppPage, p: { rate: number; rounds: number }): Promise<InteractionFigures> {
  const session = await app.page.attach();
  try {
    const storm = startStorm(env.soketi, env.brand, { rate: p.rate, cursor: app.cursor });
    // A second of storm first, so the first click already meets a busy page.
    await sleep(1_000);
    const underStorm = await rounds(session, env, p.rounds).finally(() => storm.stop());
    await sleep(2_000);
    const idle = await rounds(session, env, p.rounds);
    return { storm: underStorm, idle };
  } finally {
    await session.detach();
  }
}
