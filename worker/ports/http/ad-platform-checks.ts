/**
 * Wire schemas of the ad platforms' verdicts (docs/api-wire.md), shared by the templates, renders
 * and ad sets that carry them: a template's package, an HTML5 render's zip, an ad set's sum. A
 * platform or a reason this client does not know is left out rather than refusing the record; the
 * server's English words (`message`) are dropped: the page words each reason in the user's
 * language from its code and parameters (worker/contract/ad-platform-rules.ts).
 */
import * as v from 'valibot';
import { AD_PLATFORM_IDS, AD_PLATFORM_PROBLEM_CODES, type AdPlatformProblem, type AdPlatformReport, type AdPlatformSummary } from '../../contract/ad-platform-rules';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A reason: its code and parameters as the server wrote them from the same contract. */
const problem = v.pipe(
  v.looseObject({ code: v.picklist(AD_PLATFORM_PROBLEM_CODES), message: v.optional(v.string()) }),
  v.transform(({ message: _message, ...rest }) => rest as unknown as AdPlatformProblem),
);
const problems = v.pipe(
  v.array(v.unknown()),
  v.transform((list) => list.flatMap((item) => {
    const read = v.safeParse(problem, item);
    return read.success ? [read.output] : [];
  })),
);

const knownPlatforms = <T extends { platform: string }>(list: readonly T[]) => list.filter((r): r is T & { platform: (typeof AD_PLATFORM_IDS)[number] } => (AD_PLATFORM_IDS as readonly string[]).includes(r.platform));

const adPlatformReportSchema = v.pipe(
  v.object({ zip_bytes: count, files: count, results: v.array(v.object({ platform: v.string(), ok: v.boolean(), problems })) }),
  v.transform((r): AdPlatformReport => ({ zipBytes: r.zip_bytes, files: r.files, results: knownPlatforms(r.results) })),
);

const adPlatformSummarySchema = v.pipe(
  v.object({
    creatives: count,
    checked: count,
    results: v.array(v.object({ platform: v.string(), accepted: count, refused: count, reasons: v.array(v.object({ count, problem: v.unknown() })) })),
  }),
  v.transform(
    (s): AdPlatformSummary => ({
      creatives: s.creatives,
      checked: s.checked,
      results: knownPlatforms(s.results).map((r) => ({
        platform: r.platform,
        accepted: r.accepted,
        refused: r.refused,
        reasons: r.reasons.flatMap((reason) => {
          const read = v.safeParse(problem, reason.problem);
          return read.success ? [{ count: reason.count, problem: read.output }] : [];
        }),
      })),
    }),
  ),
);

/** Optional on every record that carries them: null when not checked (or an older server). */
export const nullableReport = v.optional(v.nullable(adPlatformReportSchema), null);
export const nullableSummary = v.optional(v.nullable(adPlatformSummarySchema), null);
