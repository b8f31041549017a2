/**
 * Lighthouse, signed in, in worker mode: the dashboard and the Renders page
 * under Lighthouse's mobile preset (simulated slow 4G and a 4× slower CPU) and its desktop preset.
 *
 * Lighthouse drives the benchmark's own Chromium through its DevTools port and opens its page in
 * the browser's default profile, where the benchmark signed in: the session cookie then goes with
 * every request, the worker's included. (Lighthouse's `extraHeaders` would reach the page's own
 * requests only, not a dedicated worker's, which is why the first Lighthouse figures were taken in
 * process.) Lighthouse resets the origin's caches and service workers but, by design, not its
 * cookies, so each run is a cold load of a signed-in person.
 */
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { appUrl, type AppPath, type BenchEnv } from './bench-env';
import { LIGHTHOUSE_PAGES, LIGHTHOUSE_PRESETS, type LighthousePreset } from './lighthouse-pages';
import { median } from './stats';


export interface LighthouseRun {
  /** Performance score, 0–100. */
  readonly score: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly speedIndexMs: number;
  readonly cls: number;
}

export interface LighthouseFigures {
  readonly page: AppPath;
  readonly preset: LighthousePreset;
  readonly runs: readonly LighthouseRun[];
  /** Medians over the runs (Lighthouse's own advice for a noisy machine: the median run). */
  readonly median: LighthouseRun;
}

/** The DevTools port of `ws://127.0.0.1:<port>/devtools/browser/<id>`. */
export function devtoolsPort(wsUrl: string): number {
  const port = Number(new URL(wsUrl).port);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`No DevTools port in ${wsUrl}`);
  return port;
}

const numeric = (lhr: { audits: Record<string, { numericValue?: number }> }, audit: string): number => {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse reported no ${audit}`);
  return value;
};

async function lighthouseRun(port: number, url: string, preset: LighthousePreset, reportFile: string): Promise<LighthouseRun> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, preset === 'desktop' ? desktopConfig : undefined);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  // Signed out, the app would send Lighthouse to the account provider: that is not the page asked for.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`Lighthouse measured ${lhr.finalDisplayedUrl}, not ${url} (signed out?)`);
  // The whole report (which element was the LCP, the request chains), for reading afterwards.
  writeFileSync(reportFile, typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error(`Lighthouse gave ${url} no performance score`);
  return {
    score: Math.round(score * 100),
    fcpMs: Math.round(numeric(lhr, 'first-contentful-paint')),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    speedIndexMs: Math.round(numeric(lhr, 'speed-index')),
    cls: Math.round(numeric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
  };
}

const medianOf = (runs: readonly LighthouseRun[], field: keyof LighthouseRun): number => median(runs.map((r) => r[field])) ?? 0;

interface LighthouseParams {
  readonly runs: number;
  /** Each run's whole report goes to `<filePrefix>-lighthouse-<page>-<preset>-<run>.json`. */
  readonly filePrefix: string;
  readonly pages?: readonly AppPath[];
  readonly presets?: readonly LighthousePreset[];
}

export async function lighthousePhase(env: BenchEnv, p: LighthouseParams, say: (text: string) => void): Promise<LighthouseFigures[]> {
  const { runs } = p;
  const port = devtoolsPort(env.browser.wsUrl);
  const out: LighthouseFigures[] = [];
  for (const page of p.pages ?? LIGHTHOUSE_PAGES) {
    for (const preset of p.presets ?? LIGHTHOUSE_PRESETS) {
      const done: LighthouseRun[] = [];
      for (let i = 0; i < runs; i++) {
        say(`lighthouse: ${page}, ${preset}, run ${i + 1}/${runs}…`);
        done.push(await lighthouseRun(port, appUrl(env, 'worker', page, false), preset, `${p.filePrefix}-lighthouse-${page}-${preset}-${i + 1}.json`));
      }
      const fields: readonly (keyof LighthouseRun)[] = ['score', 'fcpMs', 'lcpMs', 'tbtMs', 'speedIndexMs', 'cls'];
      out.push({ page, preset, runs: done, median: Object.fromEntries(fields.map((f) => [f, medianOf(done, f)])) as unknown as LighthouseRun });
    }
  }
  return out;
}

/** The Lighthouse targets: performance ≥ 90 on both presets; mobile LCP ≤ 2.5 s. */
export function formatLighthouse(figures: readonly LighthouseFigures[], listSize: number): string[] {
  if (figures.length === 0) return [];
  const out = ['', `Lighthouse, signed in, worker mode, a brand of ${listSize.toLocaleString('en')} renders (median of ${figures[0]!.runs.length}):`];
  for (const f of figures) {
    const m = f.median;
    const score = `score ≥ 90 ${m.score >= 90 ? 'met' : 'NOT met'}`;
    const target = f.preset === 'mobile' ? `${score}, LCP ≤ 2,500 ms ${m.lcpMs <= 2_500 ? 'met' : 'NOT met'}` : score;
    out.push(`  ${f.page.padEnd(9)} ${f.preset.padEnd(7)} score ${String(m.score).padStart(3)}  FCP ${m.fcpMs} ms  LCP ${m.lcpMs} ms  TBT ${m.tbtMs} ms  SI ${m.speedIndexMs} ms  CLS ${m.cls}  (${target})`);
  }
  return out;
}
