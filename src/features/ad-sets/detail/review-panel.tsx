/**
 * The review of an ad set: its state with who set it and when, the comment; managers and
 * developers (the server's requireReviewer) can approve, partly approve or reject with a comment.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { AD_SET_REVIEW_STATES, type AdSetReviewState } from '../../../../worker/contract/ad-sets';
import type { AdSetDetail } from '../../../../worker/domains/ad-sets/contract';
import { Button } from '../../../components/ui/button';
import { describedBy, inputClass } from '../../../components/ui/form-field';
import { useDataLayer } from '../../../data-client';
import { formatDateTime } from '../../../lib/dates';
import { useAdSetPermissions } from '../permissions';
import { REVIEW_KEYS, ReviewBadge } from '../review-badge';

export function ReviewPanel({ adSet }: { adSet: AdSetDetail }) {
  const { t } = useTranslation('ad-sets');
  const { canReview } = useAdSetPermissions();
  const api = useDataLayer();
  const [state, setState] = useState<AdSetReviewState>(adSet.review.state ?? 'approved');
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (state !== 'approved' && comment.trim() === '') return setProblem(t('AD_SETS_REVIEW.COMMENT_REQUIRED'));
    setProblem(null);
    setBusy(true);
    const result = await api.dispatch({ type: 'ad-sets/review', id: adSet.id, state, comment: comment.trim() });
    setBusy(false);
    if (result.ok) setComment('');
    else setProblem(Object.values(result.fieldErrors ?? {}).flat()[0] ?? result.message ?? t('AD_SETS_REVIEW.FAILED'));
  };
  return (
    <section aria-labelledby="ad-set-review-title" className="min-w-72 rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm" data-testid="review-panel">
      <h2 id="ad-set-review-title" className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
        {t('AD_SETS_REVIEW.TITLE')}
      </h2>
      <ReviewBadge state={adSet.review.state} />
      {adSet.review.state !== null && adSet.review.by !== null ? (
        <p className="mt-1 text-slate-600">{t('AD_SETS_REVIEW.BY', { name: adSet.review.by, at: formatDateTime(adSet.review.at) })}</p>
      ) : null}
      {adSet.review.comment ? <blockquote className="mt-2 border-l-2 border-slate-300 pl-2 text-slate-700">{adSet.review.comment}</blockquote> : null}
      {canReview && adSet.status === 'ready' ? (
        <form onSubmit={(e) => void submit(e)} className="mt-3 space-y-2" noValidate>
          <label className="block">
            <span className="mb-1 block font-medium text-slate-800">{t('AD_SETS_REVIEW.SET_STATE')}</span>
            <select value={state} onChange={(e) => setState(e.target.value as AdSetReviewState)} className={inputClass(false)} data-testid="review-state">
              {AD_SET_REVIEW_STATES.map((s) => (
                <option key={s} value={s}>
                  {t(REVIEW_KEYS[s])}
                </option>
              ))}
            </select>
          </label>
          <label className="block" htmlFor="review-comment">
            <span className="mb-1 block font-medium text-slate-800">{t('AD_SETS_REVIEW.COMMENT')}</span>
          </label>
          <textarea id="review-comment" rows={2} value={comment} onChange={(e) => setComment(e.target.value)} className={inputClass(problem !== null)} {...describedBy('review-comment', problem ? [{ text: problem }] : [])} />
          {problem ? (
            <p id="review-comment-problems" className="text-red-700">
              {problem}
            </p>
          ) : null}
          <Button type="submit" disabled={busy} data-testid="review-submit">
            {t('AD_SETS_REVIEW.SUBMIT')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
