/**
 * The values a render will use, in the dialogs that start renders (Start renders, Render again):
 * listed as they are, with "Change for these renders" opening the values form prefilled with
 * them. A change applies to the renders started here only (the template keeps its own values);
 * the server checks them before anything is charged and names a refused input, shown beside it.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { parseCssColour } from '../../../worker/contract/css-colour';
import { Button } from '../ui/button';
import type { ValuesDraft } from './use-values-draft';
import { ValuesForm } from './values-form';
import { clientProblems, mergeProblems, type FormInput, type ValueProblems } from './values-rules';

export interface RenderValuesProps {
  readonly inputs: readonly FormInput[];
  readonly draft: ValuesDraft;
  readonly packageImages: readonly string[];
  readonly idPrefix: string;
  readonly disabled?: boolean;
  /** Open the form at once (Render again offers the values for editing). */
  readonly startOpen?: boolean;
  /** What going back to the draft's base says: the template's values (default), or the render's. */
  readonly resetKey?: string;
}

/** The problems of a draft's values: the shared rule's, then the server's. */
export function renderValueProblems(inputs: readonly FormInput[], draft: ValuesDraft): ValueProblems {
  return mergeProblems(clientProblems(inputs, draft.values), draft.serverProblems);
}

export function RenderValues({ inputs, draft, packageImages, idPrefix, disabled = false, startOpen = false, resetKey = 'VALUES.USE_TEMPLATE' }: RenderValuesProps) {
  const { t } = useTranslation();
  const problems = renderValueProblems(inputs, draft);
  // A refused value opens the form, so the problem is shown beside its field.
  const [editing, setEditing] = useState(startOpen);
  const open = editing || Object.keys(draft.serverProblems).length > 0;
  if (inputs.length === 0) return null;
  return (
    <section className="space-y-2" aria-labelledby={`${idPrefix}-title`} data-testid="render-values">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${idPrefix}-title`} className="text-sm font-medium text-slate-700">
          {t('VALUES.FOR_RENDER')}
        </h3>
        {draft.dirty ? <span className="text-xs text-amber-800">{t('VALUES.CHANGED_COUNT', { count: Object.keys(draft.edited).length })}</span> : null}
      </div>
      <p className="text-xs text-slate-500">{t('VALUES.FOR_RENDER_HINT')}</p>
      {open ? (
        <ValuesForm inputs={inputs} values={draft.values} onChange={draft.set} problems={problems} packageImages={packageImages} idPrefix={idPrefix} disabled={disabled} />
      ) : (
        <dl className="divide-y divide-slate-100 rounded-md border border-slate-200 px-3 text-sm" data-testid="render-values-list">
          {inputs.map((input) => (
            <div key={input.name} className="flex gap-3 py-1.5">
              <dt className="w-1/3 shrink-0 truncate text-slate-500">{input.label ?? input.name}</dt>
              <dd className="min-w-0 flex-1 break-words text-slate-900">
                <ValueText type={input.type} value={draft.values[input.name] ?? input.default} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {/* One button, kept in place as it changes: a dialog must not lose the element just clicked. */}
      {disabled && !open ? null : (
        <Button
          variant={open ? 'ghost' : 'secondary'}
          className="px-2 py-1 text-xs"
          disabled={disabled}
          onClick={() => {
            if (!open) return setEditing(true);
            draft.reset();
            setEditing(startOpen);
          }}
          data-testid={open ? 'render-values-reset' : 'render-values-change'}
        >
          {open ? t(resetKey) : t('VALUES.CHANGE')}
        </Button>
      )}
    </section>
  );
}

/** A value as text: a colour with its swatch, a long text cut. */
export function ValueText({ type, value }: { type: string; value: string | null }) {
  const { t } = useTranslation();
  if (value === null) return <span className="text-slate-500">{t('VALUES.TEMPLATE_OWN')}</span>;
  if (value === '') return <span className="text-slate-500">{t('VALUES.EMPTY')}</span>;
  const colour = type === 'colour' ? parseCssColour(value) : null;
  return (
    <span className="inline-flex max-w-full items-center gap-2">
      {colour !== null ? <span aria-hidden="true" className="inline-block h-3.5 w-3.5 shrink-0 rounded-sm border border-slate-300" style={{ backgroundColor: value }} /> : null}
      <span className="min-w-0 break-words">{value.length > 160 ? `${value.slice(0, 160)}…` : value}</span>
    </span>
  );
}
