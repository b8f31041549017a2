/**
 * Main-thread script and task time from DevTools (Performance.getMetrics) during a storm: a
 * separate phase, because an attached DevTools session changes what it measures. Only the
 * Performance domain is enabled (not Network, whose tracing of socket frames would land on the
 * thread that owns the socket and make the worker look better than it is).
 */
import type { AppPage, BenchEnv } from './bench-env';
import { round } from './stats';
import { startStorm } from './storm';

export interface ProfileFigures {
  /** Seconds on the page's main thread, from Chromium's own counters. */
  readonly scriptS: number;
  readonly taskS: number;
  readonly layoutS: number;
  readonly styleS: number;
}

type Metrics = Record<string, number>;

export async function profilePhase(env: BenchEnv, app: AppPage, p: { rate: number; seconds: number }): Promise<ProfileFigures> {
  const session = await app.page.attach();
  await session.send('Performance.enable');
  const read = async (): Promise<Metrics> => Object.fromEntries((await session.send<{ metrics: { name: string; value: number }[] }>('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const before = await read();
  const storm = startStorm(env.soketi, env.brand, { rate: p.rate, cursor: app.cursor });
  await new Promise((resolve) => setTimeout(resolve, p.seconds * 1000));
  await storm.stop();
  const after = await read();
  await session.send('Performance.disable');
  await session.detach();
  const delta = (name: string) => round((after[name] ?? 0) - (before[name] ?? 0));
  return { scriptS: delta('ScriptDuration'), taskS: delta('TaskDuration'), layoutS: delta('LayoutDuration'), styleS: delta('RecalcStyleDuration') };
}
