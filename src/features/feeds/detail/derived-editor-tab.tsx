/**
 * The rules of a derived feed, edited in place (saving rebuilds its products from the source).
 * Other kinds have no rules: the tab says so and points to the feed's own edit page.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'wouter';
import type { FeedDetail, FeedRules } from '../../../../worker/domains/feeds/contract';
import { useBrandPath } from '../../../shell/router/use-brand-path';
import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/page-states';
import { useDataLayer } from '../../../data-client';
import { useCanWrite } from '../../../shell/router/use-can-write';
import { RulesPreviewCount, useSourceColumns } from '../form/derived-fields';
import { validateRules, type Problems } from '../form/feed-form-model';
import { RulesEditor } from '../form/rules-editor';
import { RulesSummary } from '../form/rules-summary';
import type { FieldProblem } from '../../../components/ui/form-field';

export function DerivedEditorTab({ feed }: { feed: FeedDetail }) {
  const { t } = useTranslation('feeds');
  const pathFor = useBrandPath();
  const canWrite = useCanWrite();
  if (feed.kind !== 'derived' || feed.sourceFeedId === null) {
    return (
      <EmptyState
        title={t('FEEDS_DERIVED.NOT_DERIVED')}
        hint={t('FEEDS_DERIVED.NOT_DERIVED_HINT')}
        action={
          <Link href={pathFor(`brand-feeds-edit-feedId-${feed.kind}`, { feedId: feed.id })} className={buttonClass('secondary')}>
            {t(`FEEDS_DETAIL.EDIT_${feed.kind.toUpperCase()}`)}
          </Link>
        }
      />
    );
  }
  return canWrite ? <Editor feed={feed} sourceFeedId={feed.sourceFeedId} /> : <Rules feed={feed} sourceFeedId={feed.sourceFeedId} />;
}

/** A role that cannot write reads the rules as sentences (and what they keep), with no inputs. */
function Rules({ feed, sourceFeedId }: { feed: FeedDetail; sourceFeedId: string }) {
  const { t } = useTranslation('feeds');
  return (
    <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm" data-testid="derived-rules">
      <p className="text-sm text-slate-600">{t('FEEDS_DERIVED.HINT_READ', { source: feed.sourceFeedName ?? '' })}</p>
      <RulesSummary rules={feed.rules} />
      <RulesPreviewCount sourceFeedId={sourceFeedId} rules={feed.rules} />
    </div>
  );
}

function Editor({ feed, sourceFeedId }: { feed: FeedDetail; sourceFeedId: string }) {
  const { t } = useTranslation('feeds');
  const api = useDataLayer();
  const columns = useSourceColumns(sourceFeedId);
  const [rules, setRules] = useState<FeedRules>(feed.rules);
  const [problems, setProblems] = useState<Problems>({});
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const save = async () => {
    const ours = validateRules(rules);
    setProblems(ours);
    if (Object.keys(ours).length > 0) return;
    setState('saving');
    const result = await api.dispatch({ type: 'feeds/edit', id: feed.id, input: { kind: 'derived', name: feed.name, currency: feed.currency, sourceFeedId, rules } });
    const fields: Record<string, FieldProblem[]> = {};
    for (const [name, messages] of Object.entries(result.fieldErrors ?? {})) fields[name] = messages.map((text) => ({ text }));
    setProblems(fields);
    setState(result.ok ? 'saved' : 'idle');
  };
  return (
    <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm" data-testid="derived-editor">
      <p className="text-sm text-slate-600">{t('FEEDS_DERIVED.HINT', { source: feed.sourceFeedName ?? '' })}</p>
      <RulesEditor rules={rules} columns={columns} problems={problems} onChange={(next) => { setRules(next); setState('idle'); }} />
      <RulesPreviewCount sourceFeedId={sourceFeedId} rules={rules} />
      <div className="flex items-center justify-end gap-3">
        {state === 'saved' ? <span className="text-sm text-emerald-700" role="status">{t('FEEDS_DERIVED.SAVED')}</span> : null}
        <Button disabled={state === 'saving'} onClick={() => void save()} data-testid="save-rules">
          {t('FEEDS_DERIVED.SAVE')}
        </Button>
      </div>
    </div>
  );
}
