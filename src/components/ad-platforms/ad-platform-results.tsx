/**
 * What the ad platforms say of an HTML5 zip (docs/template-packages.md "Ad platforms"): each
 * platform accepted (✓) or refused (✕) with every reason, compact enough for a side card at
 * 360 px. Shown for a template's package (the template page, the wizard before uploading), an
 * HTML5 render's zip (its page) and, summed up, an ad set's creatives (AdPlatformSummaryView).
 */
import { useTranslation } from '../../i18n/use-translation';
import { adPlatformName, type AdPlatformId, type AdPlatformReport, type AdPlatformSummary } from '../../../worker/contract/ad-platform-rules';
import { formatBytes } from '../../lib/format-bytes';
import { platformProblemText } from './platform-problem-text';

function Verdict({ platform, ok, label }: { platform: AdPlatformId; ok: boolean; label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span aria-hidden="true" className={`inline-flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold ${ok ? 'bg-emerald-100 text-emerald-800' : 'bg-red-100 text-red-800'}`}>
        {ok ? '✓' : '✕'}
      </span>
      <span className="font-medium text-slate-900">{adPlatformName(platform)}</span>
      <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${ok ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'}`}>{label ?? t(ok ? 'AD_PLATFORMS.ACCEPTED' : 'AD_PLATFORMS.REFUSED')}</span>
    </div>
  );
}

export function AdPlatformResults({ report, intro, title, testId = 'ad-platform-results' }: { report: AdPlatformReport | null; intro: string; title?: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2 text-sm" data-testid={testId}>
      {title ? <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</h4> : null}
      <p className="text-slate-600">{intro}</p>
      {report === null ? (
        <p className="text-slate-500" data-testid="ad-platforms-not-checked">
          {t('AD_PLATFORMS.NOT_CHECKED')}
        </p>
      ) : (
        <>
          <p className="text-xs text-slate-500">{t('AD_PLATFORMS.ZIP', { size: formatBytes(report.zipBytes), files: report.files })}</p>
          <ul className="divide-y divide-slate-100">
            {report.results.map((result) => (
              <li key={result.platform} className="space-y-1 py-2" data-testid={`ad-platform-${result.platform}`} data-verdict={result.ok ? 'accepted' : 'refused'}>
                <Verdict platform={result.platform} ok={result.ok} />
                {result.problems.length > 0 ? (
                  <ul className="ml-7 list-disc space-y-0.5 pl-4 wrap-anywhere text-slate-700">
                    {result.problems.map((problem, i) => (
                      <li key={i}>{platformProblemText(t, problem)}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** An ad set's finished HTML5 creatives, per platform: how many it accepts, and why it refuses the others. */
export function AdPlatformSummaryView({ summary }: { summary: AdPlatformSummary }) {
  const { t } = useTranslation();
  const unchecked = summary.creatives - summary.checked;
  return (
    <div className="space-y-2 text-sm" data-testid="ad-platform-summary">
      <p className="text-slate-600">{t('AD_PLATFORMS.SUMMARY_INTRO', { count: summary.creatives })}</p>
      <ul className="divide-y divide-slate-100">
        {(summary.checked === 0 ? [] : summary.results).map((result) => (
          <li key={result.platform} className="space-y-1 py-2" data-testid={`ad-platform-${result.platform}`} data-verdict={result.refused === 0 ? 'accepted' : 'refused'}>
            <Verdict platform={result.platform} ok={result.refused === 0} label={t('AD_PLATFORMS.SUMMARY_ACCEPTED', { accepted: result.accepted, total: result.accepted + result.refused })} />
            {result.reasons.length > 0 ? (
              <ul className="ml-7 list-disc space-y-0.5 pl-4 wrap-anywhere text-slate-700">
                {result.reasons.map((reason) => (
                  <li key={reason.problem.code}>{t('AD_PLATFORMS.SUMMARY_REASON', { reason: platformProblemText(t, reason.problem), count: reason.count })}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {unchecked > 0 ? <p className="text-xs text-slate-500">{t('AD_PLATFORMS.SUMMARY_UNCHECKED', { count: unchecked })}</p> : null}
    </div>
  );
}
