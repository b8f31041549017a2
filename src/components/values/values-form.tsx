/**
 * The values form (docs/template-packages.md "Values"): one field per input of a template, by
 * type — text and price (with the input's maximum and a count when it declares one), colour (a
 * colour picker beside the typed CSS colour), image (a file of the package, the asset library,
 * or an upload into it). Labels are the package's; each field says its default and can go back
 * to it. Used by the wizard's inputs step, the template's page and the render dialogs; the caller
 * holds the values and the problems (values-rules.ts).
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { describedBy, inputClass, type FieldProblem } from '../ui/form-field';
import { Button, focusRing } from '../ui/button';
import { hexOfColour, parseCssColour } from '../../../worker/contract/css-colour';
import { maxLengthOf, MAX_TEXT_VALUE } from '../../../worker/contract/template-values';
import { ImageValueField } from './image-value-field';
import type { FormInput, ValueProblems, Values } from './values-rules';

export interface ValuesFormProps {
  readonly inputs: readonly FormInput[];
  readonly values: Values;
  readonly onChange: (name: string, value: string) => void;
  readonly problems: ValueProblems;
  /** The package's image files an image input may show. */
  readonly packageImages: readonly string[];
  /** Ids are `{idPrefix}-{input}`: two forms on one page stay apart. */
  readonly idPrefix: string;
  readonly disabled?: boolean;
}

const TYPE_KEYS = { text: 'TEMPLATES.INPUT_TYPE_TEXT', image: 'TEMPLATES.INPUT_TYPE_IMAGE', colour: 'TEMPLATES.INPUT_TYPE_COLOUR', price: 'TEMPLATES.INPUT_TYPE_PRICE' } as const;

export function ValuesForm({ inputs, values, onChange, problems, packageImages, idPrefix, disabled = false }: ValuesFormProps) {
  const { t } = useTranslation();
  if (inputs.length === 0) return <p className="text-sm text-slate-600">{t('VALUES.NO_INPUTS')}</p>;
  return (
    <div className="space-y-4" data-testid="values-form">
      {inputs.map((input) => {
        const id = `${idPrefix}-${input.name}`;
        const value = values[input.name] ?? input.default;
        const own = problems[input.name] ?? [];
        const label = `${input.label ?? input.name} · ${t(TYPE_KEYS[input.type])}`;
        return (
          <div key={input.name} className="space-y-1" data-testid={`value-${input.name}`}>
            <ValueField id={id} label={label} problems={own} hint={hintOf(input, value, t)}>
              {input.type === 'colour' ? (
                <ColourControl id={id} input={input} value={value} invalid={own.length > 0} disabled={disabled} onChange={(next) => onChange(input.name, next)} describedBy={describedBy(id, own, true)} />
              ) : input.type === 'image' ? (
                <ImageValueField id={id} value={value} defaultValue={input.default} packageImages={packageImages} invalid={own.length > 0} disabled={disabled} onChange={(next) => onChange(input.name, next)} describedBy={describedBy(id, own, true)} />
              ) : (
                <TextControl id={id} input={input} value={value} invalid={own.length > 0} disabled={disabled} onChange={(next) => onChange(input.name, next)} describedBy={describedBy(id, own, true)} />
              )}
            </ValueField>
            {value !== input.default && !disabled ? (
              <Button variant="ghost" className="px-1 py-0.5 text-xs" onClick={() => onChange(input.name, input.default)} data-testid={`value-${input.name}-default`}>
                {t('VALUES.USE_DEFAULT')}
              </Button>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

/**
 * A labelled field with its hint and problems, as the kit's Field draws it, but with no message of
 * another area: the form opens inside dialogs of any area, and loading a namespace there would
 * suspend the dialog.
 */
function ValueField({ id, label, hint, problems, children }: { id: string; label: string; hint: string; problems: readonly FieldProblem[]; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {hint}
      </p>
      {problems.length > 0 ? (
        <ul id={`${id}-problems`} className="space-y-0.5 text-sm text-red-700" data-testid={`${id}-problems`}>
          {problems.map((problem, i) => (
            <li key={i}>{'text' in problem ? problem.text : t(problem.key, problem.params)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function hintOf(input: FormInput, value: string, t: (key: string, params?: Record<string, unknown>) => string): string {
  const parts = [t('VALUES.DEFAULT_HINT', { value: input.default.length > 80 ? `${input.default.slice(0, 80)}…` : input.default })];
  if ((input.type === 'text' || input.type === 'price') && input.max !== null) parts.push(t('VALUES.LENGTH', { count: value.length, max: input.max }));
  if (input.fitMinSize !== null) parts.push(t('VALUES.FITS', { size: input.fitMinSize }));
  return parts.join(' · ');
}

interface ControlProps {
  readonly id: string;
  readonly input: FormInput;
  readonly value: string;
  readonly invalid: boolean;
  readonly disabled: boolean;
  readonly onChange: (value: string) => void;
}

function TextControl({ id, input, value, invalid, disabled, onChange, describedBy: aria }: ControlProps & { describedBy: ReturnType<typeof describedBy> }) {
  // No maxLength: a pasted text that is too long is shown with its problem, not cut silently.
  const common = { id, value, disabled, onChange: (event: { target: { value: string } }) => onChange(event.target.value), className: inputClass(invalid), ...aria };
  const long = input.type === 'text' && maxLengthOf({ max: input.max ?? MAX_TEXT_VALUE }) > 80;
  return long ? <textarea rows={value.length > 80 ? 3 : 2} {...common} /> : <input type="text" {...common} />;
}

function ColourControl({ id, input, value, invalid, disabled, onChange, describedBy: aria }: ControlProps & { describedBy: ReturnType<typeof describedBy> }) {
  const { t } = useTranslation();
  const colour = parseCssColour(value);
  return (
    <div className="flex items-center gap-2">
      <input
        type="color"
        aria-label={t('VALUES.COLOUR_PICKER', { input: input.label ?? input.name })}
        value={colour === null ? '#000000' : hexOfColour(colour)}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className={`h-9 w-12 shrink-0 cursor-pointer rounded border border-slate-300 bg-white p-0.5 ${focusRing}`}
        data-testid={`${id}-picker`}
      />
      <input type="text" id={id} value={value} disabled={disabled} spellCheck={false} onChange={(event) => onChange(event.target.value)} className={inputClass(invalid)} {...aria} />
    </div>
  );
}
