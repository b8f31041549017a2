/**
 * One labelled form field with its problems under it (ours before sending, the server's after a
 * 422), tied to the control by aria-describedby so a screen reader reads them with the field;
 * and the mapping of a command's `fieldErrors` (Laravel's field names) onto a form's fields.
 *
 *   <Field id="feed-name" label={t('…NAME')} required problems={problems.name ?? []}>
 *     <input id="feed-name" className={inputClass(invalid)} {...describedBy('feed-name', problems.name ?? [])} />
 *   </Field>
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';

/** One problem: an i18n key with its parameters, or the server's own sentence. */
/**
 * The dispatch option of a form that shows every problem of a 422 itself (under its fields and
 * in its own list): the data layer then toasts none of them, so each problem is shown once.
 */
export const SHOWS_FIELD_PROBLEMS = { showsFieldProblems: true } as const;

export type FieldProblem = { readonly key: string; readonly params?: Readonly<Record<string, string | number>> } | { readonly text: string };

export type FieldProblems<F extends string = string> = Partial<Record<F, readonly FieldProblem[]>>;

export const inputClass = (invalid: boolean) =>
  `block w-full rounded-md border px-3 py-2 text-sm text-slate-900 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 ${invalid ? 'border-red-400 bg-red-50/40' : 'border-slate-300 bg-white'}`;

function problemsId(id: string): string {
  return `${id}-problems`;
}

/**
 * A control's problems, one a line, under it (`<id>-problems`, what describedBy points at);
 * nothing when there are none. `compact`: in a cell of a grid (smaller, no gap); `ns`: the
 * namespace of an area's problem keys.
 */
export function ProblemList({ id, problems, compact = false, ns }: { id: string; problems: readonly FieldProblem[]; compact?: boolean; ns?: string }) {
  const { t } = useTranslation(ns);
  if (problems.length === 0) return null;
  return (
    <ul id={problemsId(id)} className={compact ? 'mt-0.5 text-xs text-red-700' : 'space-y-0.5 text-sm text-red-700'} data-testid={`${id}-problems`}>
      {problems.map((problem, i) => (
        <li key={i}>{'text' in problem ? problem.text : t(problem.key, problem.params)}</li>
      ))}
    </ul>
  );
}

export function Field({ id, label, required, hint, problems = [], children }: { id: string; label: string; required?: boolean; hint?: string; problems?: readonly FieldProblem[]; children: ReactNode }) {
  const { t } = useTranslation('resources');
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span className="ml-1 text-red-700" aria-hidden="true">
            *
          </span>
        ) : null}
        {required ? <span className="sr-only"> ({t('RESOURCES_FORM.REQUIRED')})</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <ProblemList id={id} problems={problems} />
    </div>
  );
}

/** aria attributes of a control with optional hint and problems. */
export function describedBy(id: string, problems: readonly FieldProblem[], hint = false) {
  const ids = [hint ? `${id}-hint` : null, problems.length > 0 ? problemsId(id) : null].filter((x) => x !== null);
  return { 'aria-invalid': problems.length > 0 ? true : undefined, 'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined } as const;
}

/**
 * Splits a command's `fieldErrors` (a 422's errors map) into problems shown next to the form's
 * fields and the rest (shown above the buttons), so no message is lost when the server names a
 * field the form does not have. `fieldOf` maps a server name (`feed_id`, `tags.0`) to the form's
 * field; by default a server name is the field's name (`tags.0` → `tags`).
 */
export function serverFieldProblems<F extends string>(
  fieldErrors: Readonly<Record<string, readonly string[]>> | undefined,
  fieldOf: Readonly<Record<string, F>> | ((name: string) => F | undefined) = (name) => (name.split('.')[0] ?? name) as F,
): { fields: FieldProblems<F>; other: readonly string[] } {
  const lookup = typeof fieldOf === 'function' ? fieldOf : (name: string) => fieldOf[name];
  const fields: Partial<Record<F, FieldProblem[]>> = {};
  const other: string[] = [];
  for (const [name, messages] of Object.entries(fieldErrors ?? {})) {
    const field = lookup(name) ?? lookup(name.split('.')[0] ?? '');
    if (field === undefined) other.push(...messages);
    else fields[field] = [...(fields[field] ?? []), ...messages.map((text) => ({ text }))];
  }
  return { fields, other };
}
