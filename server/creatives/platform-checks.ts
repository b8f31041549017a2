/**
 * The ad platforms' verdicts (worker/contract/ad-platform-rules.ts) as the server keeps and
 * presents them: stored as the report's JSON on the visual (its package, checked on upload) and on
 * the build (an HTML5 render's zip, checked when stored), presented with each reason in English
 * beside its code and parameters (docs/api-wire.md), and summed up over an ad set's creatives.
 */
import { adPlatformName, adPlatformProblemMessage, AD_PLATFORMS, type AdPlatformProblem, type AdPlatformReport } from '../../worker/contract/ad-platform-rules';

const parse = (json: string | null): AdPlatformReport | null => {
  if (json === null) return null;
  try {
    return JSON.parse(json) as AdPlatformReport;
  } catch {
    return null;
  }
};

const presentProblem = (p: AdPlatformProblem) => ({ ...p, message: adPlatformProblemMessage(p) });

/** `platform_checks` of a visual or a build: null when not checked. */
export function presentPlatformChecks(json: string | null) {
  const report = parse(json);
  if (report === null) return null;
  return {
    zip_bytes: report.zipBytes,
    files: report.files,
    results: report.results.map((r) => ({ platform: r.platform, name: adPlatformName(r.platform), ok: r.ok, problems: r.problems.map(presentProblem) })),
  };
}

/**
 * An ad set's HTML5 creatives per platform: how many each accepts and refuses, and the reasons
 * (one example of each kind, with how many creatives it refuses), most frequent first.
 */
export function summarizePlatformChecks(jsons: readonly (string | null)[]) {
  const reports = jsons.map(parse);
  const checked = reports.filter((r): r is AdPlatformReport => r !== null);
  if (jsons.length === 0) return null;
  return {
    creatives: jsons.length,
    checked: checked.length,
    results: AD_PLATFORMS.map((platform) => {
      const verdicts = checked.map((r) => r.results.find((x) => x.platform === platform.id)).filter((x) => x !== undefined);
      const reasons = new Map<string, { example: AdPlatformProblem; count: number }>();
      for (const verdict of verdicts)
        for (const problem of verdict.problems) {
          const known = reasons.get(problem.code);
          if (known) known.count += 1;
          else reasons.set(problem.code, { example: problem, count: 1 });
        }
      return {
        platform: platform.id,
        name: platform.name,
        accepted: verdicts.filter((v) => v.ok).length,
        refused: verdicts.filter((v) => !v.ok).length,
        reasons: [...reasons.values()].sort((a, b) => b.count - a.count).map((r) => ({ count: r.count, problem: presentProblem(r.example) })),
      };
    }),
  };
}
