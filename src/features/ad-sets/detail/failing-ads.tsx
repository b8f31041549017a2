/**
 * The ads of an ad set whose feed values fail the values rule (docs/ad-sets.md "Values that
 * fail"), listed on the creatives tab before anything is requested: each ad with the inputs it
 * fails and why. Render requests leave them out (they are neither rendered nor charged); the list
 * follows the ad set live (its ads, its mapping).
 */
import { useTranslation } from '../../../i18n/use-translation';
import type { AdSetValueProblems } from '../../../../worker/domains/ad-sets/contract';
import { valueProblemKey } from '../../../../worker/contract/template-values';

export function FailingAds({ problems }: { problems: AdSetValueProblems }) {
  const { t } = useTranslation('ad-sets');
  if (problems.failingCount === 0) return null;
  return (
    <section role="status" className="space-y-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950" data-testid="failing-ads">
      <p className="font-medium">{t('AD_SETS_RENDERS.FAILING', { failing: problems.failingCount, ads: problems.adsCount })}</p>
      <ul className="max-h-64 space-y-1 overflow-y-auto">
        {problems.failing.map((ad) => (
          <li key={ad.adId} data-testid="failing-ad">
            <span className="font-medium">{ad.adName}</span>
            {': '}
            {ad.problems.map((problem) => t(valueProblemKey(problem), { input: problem.label ?? problem.input, ...(problem.max === undefined ? {} : { max: problem.max }) })).join(' ')}
          </li>
        ))}
      </ul>
      {problems.failingCount > problems.failing.length ? <p className="text-xs">{t('AD_SETS_RENDERS.FAILING_MORE', { n: problems.failingCount - problems.failing.length })}</p> : null}
    </section>
  );
}
