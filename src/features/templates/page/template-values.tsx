/**
 * The template page's Values section (docs/template-packages.md "Values"): the values of its
 * inputs, edited by type, with a live preview of the filled page at each size, and Save
 * (`visuals/save-values`). What another signed-in person saves reaches this page live
 * (VisualUpdated refetches `visuals/get`): the fields this user did not touch show it at once.
 * A visitor, and anyone on an archived template, sees the values without controls.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Visual } from '../../../../worker/contract/creatives';
import { Button } from '../../../components/ui/button';
import { Card, InlineError } from '../../../components/ui/card';
import { usePreviewPackage } from '../../../components/values/use-preview-package';
import { useValuesDraft } from '../../../components/values/use-values-draft';
import { ValuesForm } from '../../../components/values/values-form';
import { ValuesPreview } from '../../../components/values/values-preview';
import { clientProblems, formInputOf, hasProblems, mergeProblems, serverProblems, valuesOf } from '../../../components/values/values-rules';
import { useDataLayer } from '../../../data-client';
import { useCanWrite } from '../../../shell/router/use-can-write';
import { SHOWS_FIELD_PROBLEMS } from '../../../components/ui/form-field';

export function TemplateValues({ visual }: { visual: Visual }) {
  const { t } = useTranslation();
  const api = useDataLayer();
  const canWrite = useCanWrite() && !visual.archived;
  const inputs = visual.inputs.map(formInputOf);
  const draft = useValuesDraft(valuesOf(visual.inputs));
  const preview = usePreviewPackage(visual.packageFileId === null ? null : { kind: 'stored', visualId: visual.id, fileId: visual.packageFileId });
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ readonly kind: 'saved' } | { readonly kind: 'failed'; readonly messages: readonly string[] } | null>(null);
  const own = clientProblems(inputs, draft.values, preview.status === 'ready' ? preview.pkg.files : null);
  const problems = mergeProblems(own, draft.serverProblems);

  const save = async () => {
    if (hasProblems(own) || !draft.dirty) return;
    setSaving(true);
    setOutcome(null);
    const result = await api.dispatch({ type: 'visuals/save-values', id: visual.id, values: draft.edited }, SHOWS_FIELD_PROBLEMS);
    setSaving(false);
    if (result.ok) return setOutcome({ kind: 'saved' });
    const { byInput, other } = serverProblems(result.fieldErrors, 'slots', inputs);
    draft.setServerProblems(byInput);
    setOutcome({ kind: 'failed', messages: other.length > 0 || Object.keys(byInput).length > 0 ? other : [result.message ?? t('VALUES.SAVE_FAILED')] });
  };

  return (
    <Card
      title={t('VALUES.TITLE')}
      action={
        draft.dirty ? (
          <span className="text-xs font-medium text-amber-800" data-testid="values-unsaved">
            {t('VALUES.UNSAVED')}
          </span>
        ) : null
      }
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2" data-testid="template-values">
        <div className="min-w-0 space-y-4">
          <p className="text-sm text-slate-600">{t(canWrite ? 'VALUES.INTRO' : 'VALUES.INTRO_READ_ONLY')}</p>
          <ValuesForm inputs={inputs} values={draft.values} onChange={(name, value) => { setOutcome(null); draft.set(name, value); }} problems={problems} packageImages={visual.packageImages} idPrefix="template-value" disabled={!canWrite || saving} />
          {outcome?.kind === 'failed' && outcome.messages.length > 0 ? <InlineError>{outcome.messages.join(' ')}</InlineError> : null}
          {outcome?.kind === 'saved' && !draft.dirty ? (
            <p role="status" className="text-sm text-emerald-800">
              {t('VALUES.SAVED')}
            </p>
          ) : null}
          {canWrite && inputs.length > 0 ? (
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void save()} disabled={saving || !draft.dirty || hasProblems(own)} data-testid="values-save">
                {saving ? t('VALUES.SAVING') : t('VALUES.SAVE')}
              </Button>
              <Button variant="secondary" onClick={draft.reset} disabled={saving || !draft.dirty}>
                {t('VALUES.UNDO')}
              </Button>
            </div>
          ) : null}
        </div>
        <div className="min-w-0 space-y-2">
          <h3 className="text-sm font-medium text-slate-700">{t('VALUES.PREVIEW')}</h3>
          <ValuesPreview preview={preview} values={draft.values} sizes={visual.sizes} />
        </div>
      </div>
    </Card>
  );
}
