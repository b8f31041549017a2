/**
 * Where the time goes (`--cpu-profile`): DevTools CPU profiles (the Profiler domain, sampling)
 * of the page's main thread and of the data-layer worker during a storm, on the Renders page and
 * on the dashboard, in a phase of their own (profiling slows what it measures). Each sample's
 * place in the minified client is mapped back through the build's source maps to a source file,
 * grouped by package (`react-dom`) or app file. The raw profiles are written as .cpuprofile files
 * (open them in Chrome DevTools' Performance panel).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join } from 'node:path';
import { contributorName } from '../bundle/source-attribution';
import { navigateInApp, openRendersPage, type BenchEnv, type Mode } from './bench-env';
import { attachWorker, type Session } from './pages';
import { INTERACTION_TARGETS } from './probes';
import { round } from './stats';
import { startStorm } from './storm';

interface CallFrame {
  readonly functionName: string;
  readonly url: string;
  readonly lineNumber: number;
  readonly columnNumber: number;
}

interface CpuProfile {
  readonly nodes: readonly { readonly id: number; readonly callFrame: CallFrame }[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

export interface ProfileSummary {
  /** Sampled time on the thread, idle left out, ms. */
  readonly busyMs: number;
  /** Self time per package or app file (and V8's own: GC, program), largest first. */
  readonly byContributor: readonly { readonly name: string; readonly ms: number; readonly pct: number }[];
  /** Self time per source line, largest first. */
  readonly bySource: readonly { readonly place: string; readonly ms: number }[];
}

export interface CpuProfileFigures {
  readonly renders: { readonly main: ProfileSummary; readonly worker: ProfileSummary | null };
  readonly dashboard: { readonly main: ProfileSummary; readonly worker: ProfileSummary | null };
}

const TOP = 15;

/** Maps places in the built client's chunks back to their sources, one source map per chunk. */
function sourceMapper(clientDir: string): (frame: CallFrame) => { file: string; line: number } | null {
  const maps = new Map<string, SourceMap | null>();
  return (frame) => {
    const match = /\/(assets\/[^/?#]+\.js)/.exec(frame.url);
    if (!match) return null;
    if (!maps.has(match[1]!)) {
      const path = join(clientDir, `${match[1]}.map`);
      maps.set(match[1]!, existsSync(path) ? new SourceMap(JSON.parse(readFileSync(path, 'utf8'))) : null);
    }
    const entry = maps.get(match[1]!)?.findEntry(frame.lineNumber, frame.columnNumber);
    if (!entry || !('originalSource' in entry)) return null;
    // Sources are relative to the chunk (../../src/…, ../../node_modules/…).
    return { file: entry.originalSource.replace(/^(\.\.\/)+/, ''), line: entry.originalLine + 1 };
  };
}

function summarize(profile: CpuProfile, mapPlace: ReturnType<typeof sourceMapper>): ProfileSummary {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const selfUs = new Map<number, number>();
  // A sample lasts until the next one (as DevTools counts it).
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0)));
  const byContributor = new Map<string, number>();
  const bySource = new Map<string, number>();
  let busyUs = 0;
  for (const [id, us] of selfUs) {
    const frame = frames.get(id)!;
    if (frame.functionName === '(idle)') continue;
    busyUs += us;
    const mapped = mapPlace(frame);
    const contributor = mapped ? contributorName(mapped.file) : frame.url === '' ? frame.functionName || '(native)' : frame.url;
    byContributor.set(contributor, (byContributor.get(contributor) ?? 0) + us);
    const place = mapped ? `${mapped.file}:${mapped.line}` : `${frame.functionName || '(anonymous)'} ${frame.url}`.trim();
    bySource.set(place, (bySource.get(place) ?? 0) + us);
  }
  const top = <T>(map: Map<string, number>, make: (key: string, us: number) => T) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([key, us]) => make(key, us));
  return {
    busyMs: round(busyUs / 1000, 0),
    byContributor: top(byContributor, (name, us) => ({ name, ms: round(us / 1000, 0), pct: round((us / busyUs) * 100, 1) })),
    bySource: top(bySource, (place, us) => ({ place, ms: round(us / 1000, 0) })),
  };
}

async function profiled(sessions: readonly Session[], during: () => Promise<void>): Promise<CpuProfile[]> {
  for (const session of sessions) {
    await session.send('Profiler.enable');
    await session.send('Profiler.start');
  }
  await during();
  const profiles: CpuProfile[] = [];
  for (const session of sessions) {
    profiles.push((await session.send<{ profile: CpuProfile }>('Profiler.stop')).profile);
    await session.send('Profiler.disable');
  }
  return profiles;
}

export async function cpuProfilePhase(env: BenchEnv, mode: Mode, p: { rate: number; seconds: number; clientDir: string; filePrefix: string }): Promise<CpuProfileFigures> {
  const mapPlace = sourceMapper(p.clientDir);
  const app = await openRendersPage(env, mode);
  const profilePage = async (name: 'renders' | 'dashboard') => {
    const page = await app.page.attach();
    const worker = await attachWorker(env.browser.cdp, page);
    const [mainProfile, workerProfile] = await profiled(worker === null ? [page] : [page, worker], async () => {
      const storm = startStorm(env.soketi, env.brand, { rate: p.rate, cursor: app.cursor });
      await new Promise((resolve) => setTimeout(resolve, p.seconds * 1000));
      await storm.stop();
    });
    await page.detach();
    writeFileSync(`${p.filePrefix}-${mode}-${name}-main.cpuprofile`, JSON.stringify(mainProfile));
    if (workerProfile) writeFileSync(`${p.filePrefix}-${mode}-${name}-worker.cpuprofile`, JSON.stringify(workerProfile));
    return { main: summarize(mainProfile!, mapPlace), worker: workerProfile ? summarize(workerProfile, mapPlace) : null };
  };
  try {
    const renders = await profilePage('renders');
    await navigateInApp(env, app, 'dashboard', INTERACTION_TARGETS.dashboard);
    const dashboard = await profilePage('dashboard');
    return { renders, dashboard };
  } finally {
    await app.page.close();
  }
}
