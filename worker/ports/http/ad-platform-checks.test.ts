// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { presentPlatformChecks, summarizePlatformChecks } from '../../../server/creatives/platform-checks';
import type { AdPlatformReport } from '../../contract/ad-platform-rules';
import { nullableReport, nullableSummary } from './ad-platform-checks';

const report: AdPlatformReport = {
  zipBytes: 2048,
  files: 4,
  results: [
    {
      platform: 'google-ads',
      ok: false,
      problems: [
        { code: 'file-types', names: ['fonts/a.ttf'], count: 1 },
        { code: 'unreadable', problem: { code: 'too-many-sizes', count: 60, max: 50 } },
      ],
    },
    { platform: 'cm360', ok: true, problems: [] },
  ],
};

describe('the ad platforms\' verdicts on the wire', () => {
  it('decode what the server presents back into the report the check made', () => {
    const wire = presentPlatformChecks(JSON.stringify(report));
    expect(v.parse(nullableReport, wire)).toEqual(report);
    expect(v.parse(nullableReport, undefined)).toBeNull();
    const summary = v.parse(nullableSummary, summarizePlatformChecks([JSON.stringify(report)]));
    expect(summary?.results[0]).toEqual({ platform: 'google-ads', accepted: 0, refused: 1, reasons: [{ count: 1, problem: report.results[0]!.problems[0] }, { count: 1, problem: report.results[0]!.problems[1] }] });
  });

  it('leave out a platform or a reason this client does not know, keeping the rest', () => {
    const wire = presentPlatformChecks(JSON.stringify(report))!;
    const newer = {
      ...wire,
      results: [
        { ...wire.results[0]!, problems: [...wire.results[0]!.problems, { code: 'too-animated', seconds: 31, message: 'Animations last at most 30 s.' }] },
        wire.results[1]!,
        { platform: 'trade-desk', name: 'The Trade Desk', ok: true, problems: [] },
      ],
    };
    expect(v.parse(nullableReport, newer)).toEqual(report);
  });
});
