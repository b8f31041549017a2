/** An ad set's review state as a coloured badge; no state reads "not reviewed". */
import { useTranslation } from '../../i18n/use-translation';
import type { AdSetReviewState } from '../../../worker/contract/ad-sets';

const STYLES: Readonly<Record<AdSetReviewState | 'none', string>> = {
  approved: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  'partly-approved': 'bg-amber-100 text-amber-900 ring-amber-200',
  rejected: 'bg-red-100 text-red-800 ring-red-200',
  none: 'bg-slate-100 text-slate-700 ring-slate-200',
};

export const REVIEW_KEYS: Readonly<Record<AdSetReviewState | 'none', string>> = {
  approved: 'AD_SETS_REVIEW.APPROVED',
  'partly-approved': 'AD_SETS_REVIEW.PARTLY_APPROVED',
  rejected: 'AD_SETS_REVIEW.REJECTED',
  none: 'AD_SETS_REVIEW.NONE',
};

export function ReviewBadge({ state }: { state: AdSetReviewState | null }) {
  const { t } = useTranslation('ad-sets');
  const key = state ?? 'none';
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${STYLES[key]}`} data-testid="review-badge" data-state={key}>
      {t(REVIEW_KEYS[key])}
    </span>
  );
}
