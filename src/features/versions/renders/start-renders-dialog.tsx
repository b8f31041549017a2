/**
 * Starts renders of a version: one per chosen size (the template's sizes), in one output format
 * (`builds/start`). A refusal shows the server's own words here (a brand that cannot pay is told
 * so by the server, spec "money rules"), and the dialog stays open so the choice is not lost.
 * Before asking, it shows what the chosen renders cost and, to those who may see it, the balance
 *; the server stays the judge (credits held by unfinished renders count there too).
 * It lists the values the renders will use and lets the user change them for these renders only
 * (components/values/render-values.tsx); a value the server refuses is shown beside its input.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { CommandResult } from '../../../../worker/contract/commands';
import type { Visual, VisualSize, VisualVersion } from '../../../../worker/contract/creatives';
import { Button, focusRing } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/page-states';
import { useBrandScoped } from '../../../shell/router/use-brand-scope';
import { formatNumber } from '../../../lib/format-number';
import { RENDER_COST, rendersCost } from '../../../../worker/contract/render-cost';
import { Modal } from '../../../components/ui/modal';
import { useRunningCommand } from '../use-running-command';
import { defaultFormat, OUTPUT_FORMATS, sizeKey, type OutputFormat } from './render-rules';
import { RenderValues, renderValueProblems } from '../../../components/values/render-values';
import { useValuesDraft } from '../../../components/values/use-values-draft';
import { formInputOf, hasProblems, serverProblems, valuesOf } from '../../../components/values/values-rules';

export interface StartRendersDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly visual: Visual;
  readonly version: VisualVersion;
  /** Sizes chosen when the dialog opens (all of them when empty). */
  readonly preselected: readonly VisualSize[];
  readonly onStarted: (count: number) => void;
}

export function StartRendersDialog(props: StartRendersDialogProps) {
  const { t } = useTranslation('versions');
  return (
    <Modal open={props.open} onClose={props.onClose} title={t('VERSIONS.START_RENDERS_TITLE')} description={t('VERSIONS.START_RENDERS_TEXT', { number: props.version.number })} testId="start-renders-dialog">
      {props.open ? <StartRendersForm {...props} /> : null}
    </Modal>
  );
}

/**
 * What a failed start says: the server's message, else the catalogue's text ("The request failed
 * (HTTP 500)."). The dialog is the one place it is said: the start raises no toast.
 */
function refusal(result: CommandResult | null, t: (key: string, params?: Readonly<Record<string, unknown>>) => string): string | null {
  if (result === null || result.ok) return null;
  const fields = Object.values(result.fieldErrors ?? {}).flat();
  if (result.message) return result.message;
  if (fields.length > 0) return fields.join(' ');
  return t(result.error ?? 'REQUESTS.FAILED_UNKNOWN', result.errorParams ?? {});
}

function StartRendersForm({ onClose, visual, version, preselected, onStarted }: StartRendersDialogProps) {
  const { t } = useTranslation('versions');
  const formatId = useId();
  const initial = preselected.length > 0 ? preselected : visual.sizes;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(initial.map(sizeKey)));
  const [format, setFormat] = useState<OutputFormat>(defaultFormat(visual.defaultOutputFormat));
  const [result, setResult] = useState<CommandResult | null>(null);
  const { running, run } = useRunningCommand<'start'>();
  const sizes = visual.sizes.filter((size) => chosen.has(sizeKey(size)));
  // The values these renders use: the template's, changed here for them only (docs/template-packages.md "Values").
  const inputs = visual.inputs.map(formInputOf);
  const values = useValuesDraft(valuesOf(visual.inputs));
  // A refused value is shown beside its input; the rest of the refusal here.
  const besideInput = (field: string) => inputs.some((input) => field === `values.${input.name}`);
  const rest = result === null || result.ok ? result : { ...result, fieldErrors: Object.fromEntries(Object.entries(result.fieldErrors ?? {}).filter(([field]) => !besideInput(field))) };
  const message = rest !== null && !rest.ok && Object.keys(rest.fieldErrors ?? {}).length === 0 && Object.keys(result?.fieldErrors ?? {}).length > 0 ? null : refusal(rest, t);

  const toggle = (key: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sizes.length === 0 || running !== null || hasProblems(renderValueProblems(inputs, values))) return;
    const own = values.dirty ? { values: values.edited } : {};
    const answer = await run('start', { type: 'builds/start', versionId: version.id, sizes: sizes.map(({ width, height }) => ({ width, height })), outputFormat: format, ...own });
    setResult(answer);
    if (!answer.ok) values.setServerProblems(serverProblems(answer.fieldErrors, 'values', inputs).byInput);
    if (answer.ok) onStarted(answer.ids?.length ?? sizes.length);
  };

  if (visual.sizes.length === 0) {
    return (
      <div className="space-y-4">
        <EmptyState>{t('VERSIONS.NO_SIZES')}</EmptyState>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('COMMON.CLOSE')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{t('VERSIONS.SIZES')}</legend>
        {/* One column on a phone: two would squeeze "300 × 250" onto three lines beside its checkbox. */}
        <ul className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {visual.sizes.map((size) => {
            const key = sizeKey(size);
            return (
              <li key={key}>
                <label className="flex min-w-0 items-center gap-2 rounded-md border border-slate-200 px-2 py-1.5 text-sm">
                  <input type="checkbox" checked={chosen.has(key)} onChange={() => toggle(key)} className={focusRing} />
                  <span className="shrink-0 whitespace-nowrap tabular-nums">{t('VERSIONS.SIZE', { width: size.width, height: size.height })}</span>
                  {size.label ? <span className="truncate text-slate-500">{size.label}</span> : null}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div>
        <label htmlFor={formatId} className="block text-sm font-medium text-slate-700">
          {t('VERSIONS.OUTPUT_FORMAT')}
        </label>
        <select id={formatId} value={format} onChange={(event) => setFormat(event.target.value as OutputFormat)} className={`mt-1 rounded-md border border-slate-300 px-2 py-1.5 text-sm ${focusRing}`}>
          {OUTPUT_FORMATS.map((option) => (
            <option key={option} value={option}>
              {t(`VERSIONS.FORMAT.${option.toUpperCase()}`)}
            </option>
          ))}
        </select>
      </div>
      <RenderValues inputs={inputs} draft={values} packageImages={visual.packageImages} idPrefix="render-value" disabled={running !== null} />
      {message !== null ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm break-words text-red-800" data-testid="start-renders-error">
          {message}
        </p>
      ) : null}
      <RenderCost count={sizes.length} />
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs text-slate-500">{t('VERSIONS.RENDERS_CHOSEN', { count: sizes.length })}</p>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onClose} disabled={running !== null}>
            {t('VERSIONS.CANCEL')}
          </Button>
          <Button type="submit" disabled={sizes.length === 0 || running !== null || hasProblems(renderValueProblems(inputs, values))} data-testid="start-renders-submit">
            {t('VERSIONS.START_RENDERS_SUBMIT', { count: sizes.length })}
          </Button>
        </div>
      </div>
    </form>
  );
}

/**
 * The chosen renders' cost, and the balance beside it where the viewer may see it (null otherwise).
 * Each figure is formatted once, here, in the user's language; the message only places it, and
 * its `count` (the figure itself) picks the plural form ("1 credit", "0,5 kreditu", "0,5 crédit").
 */
function RenderCost({ count }: { count: number }) {
  const { t, i18n } = useTranslation('versions');
  const balance = useBrandScoped('balance')?.value ?? null;
  const cost = rendersCost(count);
  const short = balance !== null && cost > balance;
  const figure = (value: number) => formatNumber(value, i18n.language);
  return (
    <div data-testid="start-renders-cost" className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
      <p className="font-medium">{t('VERSIONS.RENDERS_COST', { count: cost, cost: figure(cost), renders: figure(count), each: figure(RENDER_COST) })}</p>
      {balance !== null ? (
        <p className="text-slate-600" data-testid="start-renders-balance">
          {t('VERSIONS.RENDERS_BALANCE', { count: balance, balance: figure(balance) })}
        </p>
      ) : null}
      {short ? (
        <p role="status" className="mt-1 text-amber-800">
          {t('VERSIONS.RENDERS_NOT_COVERED')}
        </p>
      ) : null}
    </div>
  );
}
