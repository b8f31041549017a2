/**
 * What the ad platforms say of an ad set's HTML5 creatives (docs/ad-sets.md "Creatives",
 * docs/template-packages.md "Ad platforms"): on the detail (`platform_summary`, per platform how
 * many of the finished creatives it accepts, and why it refuses the others) and in the export
 * (`ad-platform-checks.csv` at the zip's root: one line per HTML5 creative, its verdicts in words).
 */
import type { Db } from '../db/database.ts';
import { summarizePlatformChecks } from '../creatives/platform-checks.ts';
import { AD_PLATFORMS, adPlatformProblemMessage, type AdPlatformReport } from '../../worker/contract/ad-platform-rules';
import { LATEST_CREATIVE } from './ad-set-creatives-model.ts';

export const PLATFORM_REPORT_NAME = 'ad-platform-checks.csv';

/** The finished HTML5 creatives' verdicts summed up; null when the set has none. */
export function platformSummaryOf(db: Db, adSetId: number) {
  const checks = db.prepare(`SELECT b.platform_checks FROM visual_builds b WHERE ${LATEST_CREATIVE} AND b.status = 'finished' AND b.output_format = 'html'`).pluck().all({ set: adSetId }) as (string | null)[];
  return summarizePlatformChecks(checks);
}

const cell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

function verdict(report: AdPlatformReport | null, platform: (typeof AD_PLATFORMS)[number]): string {
  const result = report?.results.find((r) => r.platform === platform.id);
  if (!result) return 'not checked';
  return result.ok ? 'accepted' : `refused: ${result.problems.map(adPlatformProblemMessage).join(' ')}`;
}

/** The export's report, or null when it holds no HTML5 creative. `checksOf` reads a build's verdicts as they are now. */
export function platformReportCsv(creatives: readonly { readonly id: number; readonly path: string; readonly format: string }[], checksOf: (buildId: number) => string | null): string | null {
  const html = creatives.filter((c) => c.format === 'html');
  if (html.length === 0) return null;
  const lines = [['file', ...AD_PLATFORMS.map((p) => p.name)].map(cell).join(',')];
  for (const creative of html) {
    const json = checksOf(creative.id);
    const report = json === null ? null : (JSON.parse(json) as AdPlatformReport);
    lines.push([creative.path, ...AD_PLATFORMS.map((p) => verdict(report, p))].map(cell).join(','));
  }
  return `${lines.join('\n')}\n`;
}
