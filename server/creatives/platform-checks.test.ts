import { describe, expect, it } from 'vitest';
import type { AdPlatformReport } from '../../worker/contract/ad-platform-rules';
import { platformReportCsv } from '../routes/ad-set-platform-report.ts';
import { presentPlatformChecks, summarizePlatformChecks } from './platform-checks.ts';

const ok = { platform: 'cm360' as const, ok: true, problems: [] };
const report = (google: AdPlatformReport['results'][number]['problems']): string =>
  JSON.stringify({ zipBytes: 1000, files: 3, results: [{ platform: 'google-ads', ok: google.length === 0, problems: google }, ok] } satisfies AdPlatformReport);
const font = report([{ code: 'file-types', names: ['fonts/a.ttf'], count: 1 }]);
const big = report([{ code: 'zip-too-large', size: 200 * 1024, max: 150 * 1024 }, { code: 'file-types', names: ['fonts/b.otf', 'fonts/c.woff'], count: 2 }]);

describe('the ad platforms\' verdicts as the API shows them', () => {
  it('presents a report with each reason in words, and nothing for an unchecked one', () => {
    expect(presentPlatformChecks(font)).toEqual({
      zip_bytes: 1000,
      files: 3,
      results: [
        { platform: 'google-ads', name: 'Google Ads', ok: false, problems: [{ code: 'file-types', names: ['fonts/a.ttf'], count: 1, message: 'Not an allowed file type: fonts/a.ttf.' }] },
        { platform: 'cm360', name: 'Campaign Manager 360', ok: true, problems: [] },
      ],
    });
    expect(presentPlatformChecks(null)).toBeNull();
  });

  it('sums up an ad set: accepted and refused per platform, reasons by how many creatives they refuse', () => {
    const summary = summarizePlatformChecks([report([]), font, big, null]);
    expect(summary).toEqual({
      creatives: 4,
      checked: 3,
      results: [
        {
          platform: 'google-ads',
          name: 'Google Ads',
          accepted: 1,
          refused: 2,
          reasons: [
            { count: 2, problem: { code: 'file-types', names: ['fonts/a.ttf'], count: 1, message: 'Not an allowed file type: fonts/a.ttf.' } },
            { count: 1, problem: { code: 'zip-too-large', size: 204800, max: 153600, message: 'The zip is 200 KB; at most 150 KB is allowed.' } },
          ],
        },
        { platform: 'cm360', name: 'Campaign Manager 360', accepted: 3, refused: 0, reasons: [] },
      ],
    });
    expect(summarizePlatformChecks([])).toBeNull();
  });

  it('writes the export\'s report: one line per HTML5 creative, quoted where needed', () => {
    const checks: Record<number, string | null> = { 1: report([]), 2: big, 4: null };
    const csv = platformReportCsv(
      [
        { id: 1, path: '300x250/en/shoe-1.zip', format: 'html' },
        { id: 2, path: '300x250/en/boot-2.zip', format: 'html' },
        { id: 3, path: '300x250/en/boot-3.png', format: 'png' },
        { id: 4, path: '728x90/cs/boot-4.zip', format: 'html' },
      ],
      (id) => checks[id] ?? null,
    );
    expect(csv).toBe(
      [
        'file,Google Ads,Campaign Manager 360',
        '300x250/en/shoe-1.zip,accepted,accepted',
        '300x250/en/boot-2.zip,"refused: The zip is 200 KB; at most 150 KB is allowed. Not an allowed file type: fonts/b.otf, fonts/c.woff.",accepted',
        '728x90/cs/boot-4.zip,not checked,not checked',
        '',
      ].join('\n'),
    );
    expect(platformReportCsv([{ id: 3, path: 'a.png', format: 'png' }], () => null)).toBeNull();
  });
});
