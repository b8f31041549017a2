/**
 * Render again (docs/template-packages.md "Values"): a finished render made again as a new render
 * of the same size and format, with the values it was made with offered for editing. What the
 * user changes applies to the new render only; the server checks it before anything is charged
 * and names a refused input (shown beside it); any other refusal (credits, the version's state)
 * is shown as the server says it.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { CommandResult } from '../../../worker/contract/commands';
import type { VisualBuild } from '../../../worker/contract/creatives';
import { Button } from '../../components/ui/button';
import { InlineError } from '../../components/ui/card';
import { Modal } from '../../components/ui/modal';
import { Spinner } from '../../components/ui/spinner';
import { RenderValues, renderValueProblems } from '../../components/values/render-values';
import { useValuesDraft } from '../../components/values/use-values-draft';
import { formInputOf, hasProblems, serverProblems, valuesOf, type Values } from '../../components/values/values-rules';
import { useDataLayer, useLiveQuery } from '../../data-client';
import { dimensionsOf, formatOf } from './render-format';
import { SHOWS_FIELD_PROBLEMS } from '../../components/ui/form-field';

export interface RenderAgainDialogProps {
  readonly build: Pick<VisualBuild, 'id'>;
  readonly onClose: () => void;
  /** The new render was queued (its id). */
  readonly onStarted: (id: string) => void;
}

export function RenderAgainDialog({ build, onClose, onStarted }: RenderAgainDialogProps) {
  const { t } = useTranslation('renders');
  const [busy, setBusy] = useState(false);
  return (
    <Modal onClose={onClose} busy={busy} title={t('RENDERS.RERENDER_TITLE', { id: build.id })} description={t('RENDERS.RERENDER_TEXT')} testId="render-again-dialog" size="xl">
      <RenderAgainForm id={build.id} onClose={onClose} onStarted={onStarted} onBusy={setBusy} />
    </Modal>
  );
}

function RenderAgainForm({ id, onClose, onStarted, onBusy }: { id: string; onClose: () => void; onStarted: (id: string) => void; onBusy: (busy: boolean) => void }) {
  const { t } = useTranslation('renders');
  const made = useLiveQuery({ kind: 'builds/get', id });
  const render = made.status === 'ok' ? made.data : null;
  const template = useLiveQuery(render?.visualId ? { kind: 'visuals/get', id: render.visualId } : null);
  if (made.status === 'error' || template.status === 'error') return <InlineError>{t('RENDERS.RERENDER_UNAVAILABLE')}</InlineError>;
  if (render === null || template.status !== 'ok') return <Spinner label={t('RENDERS.LOADING')} showLabel />;
  // The values it was made with; a render made before renders kept them: the template's now.
  const base: Values = { ...valuesOf(template.data.inputs), ...Object.fromEntries((render.values ?? []).filter((v) => v.value !== null).map((v) => [v.name, v.value!])) };
  return <ValuesAndSubmit render={render} base={base} inputs={template.data.inputs.map(formInputOf)} packageImages={template.data.packageImages} onClose={onClose} onStarted={onStarted} onBusy={onBusy} />;
}

function ValuesAndSubmit({ render, base, inputs, packageImages, onClose, onStarted, onBusy }: {
  render: VisualBuild;
  base: Values;
  inputs: ReturnType<typeof formInputOf>[];
  packageImages: readonly string[];
  onClose: () => void;
  onStarted: (id: string) => void;
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation('renders');
  const api = useDataLayer();
  const draft = useValuesDraft(base);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const blocked = hasProblems(renderValueProblems(inputs, draft));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || blocked) return;
    setSending(true);
    onBusy(true);
    setFailure(null);
    const result: CommandResult = await api.dispatch({ type: 'builds/rerender', id: render.id, ...(draft.dirty ? { values: draft.edited } : {}) }, SHOWS_FIELD_PROBLEMS).catch(() => ({ ok: false, error: 'REQUESTS.FAILED_UNKNOWN' }));
    setSending(false);
    onBusy(false);
    if (result.ok) return onStarted(result.id ?? render.id);
    const { byInput, other } = serverProblems(result.fieldErrors, 'values', inputs);
    draft.setServerProblems(byInput);
    if (other.length > 0 || Object.keys(byInput).length === 0) setFailure(other.join(' ') || result.message || t(result.error ?? 'REQUESTS.FAILED_UNKNOWN'));
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4">
      <p className="text-sm text-slate-700" data-testid="render-again-what">
        {t('RENDERS.RERENDER_WHAT', { size: dimensionsOf(render), format: formatOf(render) })}
      </p>
      <RenderValues inputs={inputs} draft={draft} packageImages={packageImages} idPrefix="again-value" disabled={sending} startOpen resetKey="VALUES.USE_RENDER" />
      {failure !== null ? <InlineError>{failure}</InlineError> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={sending}>
          {t('RENDERS.CANCEL_DIALOG')}
        </Button>
        <Button type="submit" disabled={sending || blocked} data-testid="render-again-submit">
          {sending ? t('RENDERS.RERENDER_SENDING') : t('RENDERS.RERENDER')}
        </Button>
      </div>
    </form>
  );
}
