/**
 * The storm from inside the engine's host (worker/bench/host-storm.ts), driven from Node: a
 * DevTools session on the host (the page's worker, or the page itself with `?worker=0`) starts it
 * and is detached at once, so nothing is attached while the events flow; the storm ends by
 * itself after `seconds`; afterwards a session asks it when the painted values were sent.
 */
import type { HostStormReport, HostStormStart } from '../../../worker/bench/host-storm';
import { HOST_STORM_GLOBAL } from '../../../worker/bench/host-storm';
import type { AppPage, BenchEnv } from './bench-env';
import { attachWorker, type Session } from './pages';
import type { Storm, StormResult } from './storm';

/** Where the storm's events come from: soketi (storm.ts) or the engine's host. */
export type StormSource = 'soketi' | 'host';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `use` on a session attached to the engine's host, then detaches everything. */
async function onHost<T>(env: BenchEnv, app: AppPage, use: (host: Session) => Promise<T>): Promise<T> {
  const page = await app.page.attach();
  try {
    if (app.mode === 'in-process') return await use(page);
    const worker = await attachWorker(env.browser.cdp, page);
    if (worker === null) throw new Error('The data-layer worker did not show up for the host storm');
    try {
      return await use(worker);
    } finally {
      await worker.detach().catch(() => undefined);
    }
  } finally {
    await page.detach();
  }
}

/**
 * `untilStopped`: a storm as long as the caller needs (the interactions take as long as they
 * take): `seconds` is then only its ceiling, and `stop()` ends it through a session at once.
 */
export async function startHostStorm(env: BenchEnv, app: AppPage, p: { rate: number; seconds: number; untilStopped?: boolean }): Promise<Storm> {
  const params: HostStormStart = { rate: p.rate, seconds: p.seconds, brand: env.brand, cursor: app.cursor };
  await onHost(env, app, async (host) => {
    const started = await host.evaluate<boolean | undefined>(`globalThis.${HOST_STORM_GLOBAL}?.start(${JSON.stringify(params)})`);
    if (started !== true) throw new Error('This build has no host storm (a production build?): the benchmark needs the stack build');
  });
  const endsAt = Date.now() + p.seconds * 1000;
  return {
    stop: async () => {
      if (p.untilStopped === true) {
        await onHost(env, app, (host) => host.evaluate<boolean>(`globalThis.${HOST_STORM_GLOBAL}.stop()`));
        return;
      }
      // It stops by itself; a little later, so its last tick is in.
      await sleep(Math.max(0, endsAt - Date.now()) + 30);
    },
    async report(keys, ids): Promise<StormResult> {
      const r = await onHost(env, app, (host) => host.evaluate<HostStormReport>(`globalThis.${HOST_STORM_GLOBAL}.report(${JSON.stringify(keys)}, ${JSON.stringify(ids)})`));
      if (r.running) throw new Error('The host storm was still running when its figures were asked for');
      Object.assign(app.cursor, r.cursor);
      const progressSentAt = new Map<string, readonly number[]>();
      keys.forEach((key, i) => r.sentAt[i]!.length > 0 && progressSentAt.set(key, r.sentAt[i]!));
      const lastProgress = new Map<number, number>();
      ids.forEach((id, i) => r.last[i] !== null && lastProgress.set(id, r.last[i]!));
      return { published: r.published, failed: 0, seconds: r.seconds, progressSentAt, lastProgress };
    },
  };
}
