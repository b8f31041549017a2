/**
 * One labelled form field with its problems under it (ours before sending, the server's after a
 * 422), tied to the control by aria-describedby so a screen reader reads them with the field.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from './template-form-model';

export const inputClass = (invalid: boolean) =>
  `block w-full rounded-md border px-3 py-2 text-sm text-slate-900 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 ${invalid ? 'border-red-400 bg-red-50/40' : 'border-slate-300 bg-white'}`;

export function problemsId(id: string): string {
  return `${id}-problems`;
}

export function ProblemText({ problem }: { problem: FieldProblem }) {
  const { t } = useTranslation();
  return <>{'text' in problem ? problem.text : t(problem.key, problem.params)}</>;
}

export function Field({ id, label, required, hint, problems = [], children }: { id: string; label: string; required?: boolean; hint?: string; problems?: readonly FieldProblem[]; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span className="ml-1 text-red-700" aria-hidden="true">
            *
          </span>
        ) : null}
        {required ? <span className="sr-only"> ({t('TEMPLATES.REQUIRED')})</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {problems.length > 0 ? (
        <ul id={problemsId(id)} className="space-y-0.5 text-sm text-red-700" data-testid={`${id}-problems`}>
          {problems.map((problem, i) => (
            <li key={i}>
              <ProblemText problem={problem} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** aria attributes of a control with optional hint and problems. */
export function describedBy(id: string, problems: readonly FieldProblem[], hint = false) {
  const ids = [hint ? `${id}-hint` : null, problems.length > 0 ? problemsId(id) : null].filter((x) => x !== null);
  return { 'aria-invalid': problems.length > 0 ? true : undefined, 'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined } as const;
}
