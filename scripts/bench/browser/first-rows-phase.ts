/**
 * First rows: the Renders page loaded cold (HTTP cache cleared, a new tab; signed in already)
 * until the first rows of the list are painted, timed in the page from navigation start
 * (probes.ts FIRST_ROWS_PROBE): the client, the worker (or the in-process engine), the session,
 * the brand, and the list's first page, however long the list.
 */
import { appUrl, type BenchEnv, type Mode } from './bench-env';
import { openPage } from './pages';
import { FIRST_ROWS_PROBE } from './probes';
import { median } from './stats';

export interface FirstRowsFigures {
  readonly medianMs: number | null;
  readonly loadsMs: readonly number[];
  /** The list's total as the table announced it with its first rows. */
  readonly total: number | null;
}

export async function firstRowsPhase(env: BenchEnv, mode: Mode, loads: number): Promise<FirstRowsFigures> {
  const loadsMs: number[] = [];
  let total: number | null = null;
  for (let i = 0; i < loads; i++) {
    const page = await openPage(env.browser, appUrl(env, mode, 'builds', false), async (session) => {
      await session.send('Network.clearBrowserCache');
      // Scripts for new documents run only with the Page domain on (for this load only, as in start-phase.ts).
      await session.send('Page.enable');
      await session.send('Page.addScriptToEvaluateOnNewDocument', { source: FIRST_ROWS_PROBE });
    });
    const session = await page.attach();
    const shown = await session.evaluate<[number, number] | null>(`Promise.race([window.__benchFirstRows ?? null, new Promise((r) => setTimeout(() => r(null), 30000))])`);
    await session.detach();
    await page.close();
    if (shown === null) throw new Error(`The Renders page (${mode}) showed no rows within 30 s`);
    loadsMs.push(Math.round(shown[0]));
    total = shown[1];
  }
  return { medianMs: median(loadsMs), loadsMs, total };
}
