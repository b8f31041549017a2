/**
 * One run of one mode, the benchmark's core (the CLI repeats it, the e2e smoke test runs it
 * short): a fresh Renders page, a storm measured without DevTools, the same on the dashboard,
 * DevTools profiles of both pages, then interactions under storm and idle. Also the check of
 * what a connected Playwright costs, which opens a page of its own.
 */
import { navigateInApp, openRendersPage, rendersReady, type BenchEnv, type Mode } from './bench-env';
import { interactionPhase, type InteractionFigures } from './interaction-phase';
import { profilePhase, type ProfileFigures } from './profile-phase';
import { INTERACTION_TARGETS } from './probes';
import { stormPhase, type StormFigures } from './storm-phase';

export interface RunParams {
  readonly rate: number;
  readonly seconds: number;
  readonly dashboardSeconds: number;
  readonly profileSeconds: number;
  readonly interactionRounds: number;
}

export interface RunFigures {
  readonly mode: Mode;
  readonly renders: StormFigures;
  readonly dashboard: StormFigures | null;
  readonly profile: { readonly renders: ProfileFigures; readonly dashboard: ProfileFigures } | null;
  readonly interaction: InteractionFigures | null;
}

export async function benchRun(env: BenchEnv, mode: Mode, p: RunParams): Promise<RunFigures> {
  const app = await openRendersPage(env, mode);
  try {
    const renders = await stormPhase(env, app, { rate: p.rate, seconds: p.seconds });
    let dashboard: StormFigures | null = null;
    let profile: RunFigures['profile'] = null;
    if (p.dashboardSeconds > 0 || p.profileSeconds > 0) {
      await navigateInApp(env, app, 'dashboard', INTERACTION_TARGETS.dashboard);
      if (p.dashboardSeconds > 0) dashboard = await stormPhase(env, app, { rate: p.rate, seconds: p.dashboardSeconds });
      const onDashboard = p.profileSeconds > 0 ? await profilePhase(env, app, { rate: p.rate, seconds: p.profileSeconds }) : null;
      await navigateInApp(env, app, 'builds', rendersReady(env));
      if (onDashboard !== null) profile = { dashboard: onDashboard, renders: await profilePhase(env, app, { rate: p.rate, seconds: p.profileSeconds }) };
    }
    const interaction = p.interactionRounds > 0 ? await interactionPhase(env, app, { rate: p.rate, rounds: p.interactionRounds }) : null;
    return { mode, renders, dashboard, profile, interaction };
  } finally {
    await app.page.close();
  }
}

export interface OverheadFigures {
  readonly detached: StormFigures;
  readonly playwright: StormFigures;
}

/** The same storm twice on one page: no DevTools attached, then Playwright connected to the browser. */
export async function playwrightOverhead(env: BenchEnv, mode: Mode, p: { rate: number; seconds: number }): Promise<OverheadFigures> {
  const app = await openRendersPage(env, mode);
  try {
    const detached = await stormPhase(env, app, { rate: p.rate, seconds: p.seconds });
    const playwright = await stormPhase(env, app, { rate: p.rate, seconds: p.seconds, devtools: 'playwright' });
    return { detached, playwright };
  } finally {
    await app.page.close();
  }
}
