/**
 * A derived feed: the source feed (a picker of the brand's active feeds), the rules, and a live
 * count of the products the rules keep (the server applies them; asked 400 ms after the last change).
 */
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { FeedRules } from '../../../../worker/domains/feeds/contract';
import { describedBy, Field, inputClass } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useLiveQuery } from '../../../data-client';
import { NameAndCurrency } from './common-fields';
import { validateRules, type DerivedForm, type Problems } from './feed-form-model';
import { RulesEditor } from './rules-editor';
import { problemsOf } from './use-feed-form';
import { usePreview } from './use-preview';

const PREVIEW_DELAY_MS = 400;

/** The live count of what the rules keep, under the rules. */
export function useRulesPreview(sourceFeedId: string, rules: FeedRules) {
  const { state, run, reset } = usePreview();
  const key = JSON.stringify([sourceFeedId, rules]);
  useEffect(() => {
    const [source, current] = JSON.parse(key) as [string, FeedRules];
    if (source === '' || Object.keys(validateRules(current)).length > 0) {
      reset();
      return;
    }
    const timer = setTimeout(() => void run({ kind: 'derived', sourceFeedId: source, rules: current }), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, run, reset]);
  return state;
}

export function useSourceColumns(sourceFeedId: string): readonly string[] {
  const state = useLiveQuery(sourceFeedId === '' ? null : { kind: 'feeds/get', id: sourceFeedId });
  return state.status === 'ok' ? state.data.attributes.map((a) => a.name) : [];
}

export function RulesPreviewCount({ sourceFeedId, rules }: { sourceFeedId: string; rules: FeedRules }) {
  const { t } = useTranslation('feeds');
  const state = useRulesPreview(sourceFeedId, rules);
  return (
    <p className="min-h-6 text-sm text-slate-700" aria-live="polite" data-testid="rules-preview-count">
      {state.status === 'loading' ? <Spinner label={t('FEEDS_PREVIEW.LOADING')} showLabel /> : null}
      {state.status === 'ok' ? t('FEEDS_RULES.PREVIEW_COUNT', { count: state.preview.total }) : null}
      {state.status === 'failed' ? <span className="text-red-700">{state.messages.join(' ') || t('FEEDS_PREVIEW.FAILED')}</span> : null}
    </p>
  );
}

export function DerivedFields({ form, problems, onChange, editingId }: { form: DerivedForm; problems: Problems; onChange: (next: Partial<DerivedForm>) => void; editingId: string | null }) {
  const { t } = useTranslation('feeds');
  const feeds = useLiveQuery({ kind: 'feeds/list', page: 1, perPage: 100, archived: false });
  const columns = useSourceColumns(form.sourceFeedId);
  const sourceProblems = problemsOf(problems, 'source_feed_id');
  const choices = feeds.status === 'ok' ? feeds.data.items.filter((f) => f.id !== editingId) : [];
  return (
    <div className="space-y-4">
      <NameAndCurrency name={form.name} currency={form.currency} problems={problems} onChange={onChange} />
      <Field id="feed-source" label={t('FEEDS_FORM.SOURCE')} required hint={t('FEEDS_FORM.SOURCE_HINT')} problems={sourceProblems}>
        <select id="feed-source" value={form.sourceFeedId} onChange={(e) => onChange({ sourceFeedId: e.target.value })} className={inputClass(sourceProblems.length > 0)} {...describedBy('feed-source', sourceProblems, true)}>
          <option value="">{feeds.status === 'loading' ? t('FEEDS_FORM.SOURCE_LOADING') : t('FEEDS_FORM.SOURCE_PICK')}</option>
          {choices.map((f) => (
            <option key={f.id} value={f.id}>
              {t('FEEDS_FORM.SOURCE_OPTION', { name: f.name, count: f.productsCount })}
            </option>
          ))}
        </select>
      </Field>
      <RulesEditor rules={form.rules} columns={columns} problems={problems} onChange={(rules) => onChange({ rules })} />
      <RulesPreviewCount sourceFeedId={form.sourceFeedId} rules={form.rules} />
    </div>
  );
}
