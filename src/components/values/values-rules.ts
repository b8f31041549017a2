/**
 * The values form's rules (docs/template-packages.md "Values"): the inputs it edits, which values
 * the user changed, and the problems shown beside each input — the shared rule's
 * (worker/contract/template-values.ts) as the user types, the server's after a 422 naming the
 * input (`slots.{input}` when saving the template's values, `values.{input}` for a render).
 */
import type { FieldProblem } from '../ui/form-field';
import type { InputType } from '../../../worker/contract/template-package-problems';
import type { TemplateInput } from '../../../worker/contract/template-package-inputs';
import type { TemplateInputValue } from '../../../worker/contract/creatives';
import { valueProblem, valueProblemKey, type KnownFiles, type ValueProblem } from '../../../worker/contract/template-values';

/** One input as the form shows it: from the template's answer, or from a package read in the browser (the wizard). */
export interface FormInput {
  readonly name: string;
  readonly type: InputType;
  readonly label: string | null;
  readonly default: string;
  readonly max: number | null;
  readonly fitMinSize: number | null;
}

export type Values = Readonly<Record<string, string>>;
export type ValueProblems = Readonly<Record<string, readonly FieldProblem[]>>;

export const formInputOf = (input: TemplateInputValue | TemplateInput): FormInput => ({
  name: input.name,
  type: input.type,
  label: input.label,
  default: input.default,
  max: 'fitMinSize' in input ? input.max : (input.max ?? null),
  fitMinSize: 'fitMinSize' in input ? input.fitMinSize : (input.fit?.minSize ?? null),
});

/** The template's values as the form starts with them. */
export const valuesOf = (inputs: readonly TemplateInputValue[]): Values => Object.fromEntries(inputs.map((input) => [input.name, input.value]));

/** The shared rule's problem as the form says it. */
export function problemText(problem: ValueProblem, input: Pick<FormInput, 'name' | 'label'> | undefined): FieldProblem {
  return { key: valueProblemKey(problem), params: { input: input?.label ?? problem.input, ...(problem.max === undefined ? {} : { max: problem.max }) } };
}

/** Problems of every value, by input, as the user types (the package's files when the page has them). */
export function clientProblems(inputs: readonly FormInput[], values: Values, files: KnownFiles = null): Record<string, FieldProblem[]> {
  const problems: Record<string, FieldProblem[]> = {};
  for (const input of inputs) {
    const value = values[input.name];
    const problem = value === undefined ? null : valueProblem({ ...input, max: input.max ?? undefined }, value, files);
    if (problem) problems[input.name] = [problemText(problem, input)];
  }
  return problems;
}

/**
 * A 422's problems by input (`{prefix}.{input}`), and the messages that name no input of the
 * form (shown above its buttons), so no word of the server's is lost.
 */
export function serverProblems(fieldErrors: Readonly<Record<string, readonly string[]>> | undefined, prefix: string, inputs: readonly FormInput[]): { byInput: Record<string, FieldProblem[]>; other: string[] } {
  const byInput: Record<string, FieldProblem[]> = {};
  const other: string[] = [];
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    const name = field.startsWith(`${prefix}.`) ? field.slice(prefix.length + 1) : null;
    if (name !== null && inputs.some((input) => input.name === name)) byInput[name] = [...(byInput[name] ?? []), ...messages.map((text) => ({ text }))];
    else other.push(...messages);
  }
  return { byInput, other };
}

/** Both lists of problems per input, the user's own first. */
export function mergeProblems(...sources: readonly Readonly<Record<string, readonly FieldProblem[]>>[]): ValueProblems {
  const out: Record<string, FieldProblem[]> = {};
  for (const source of sources) for (const [name, list] of Object.entries(source)) out[name] = [...(out[name] ?? []), ...list];
  return out;
}

export const hasProblems = (problems: ValueProblems): boolean => Object.values(problems).some((list) => list.length > 0);
