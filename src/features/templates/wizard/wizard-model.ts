/**
 * The creation wizard's state: the step in view, the three progress flags of spec section 4 and
 * the data entered so far (the package file itself lives in IndexedDB, package-store.ts).
 *
 *   basic ──Next (valid form)──▶ inputs ──Next (valid package and values)──▶ preview ──Upload──▶ sent
 *     flag: basicSettingsFinished     flag: inputsSettingsFinished    flag: previewFinished
 *
 * A flag means "this step was finished with what it holds now": changing a step's data clears its
 * flag and the preview's (the summary the user confirmed is no longer what would be sent), and a
 * step can be visited only once the steps before it are finished. A 422 from the server sends the
 * user back to the first step holding a refused field, clearing that step's flag.
 */
import type { PackageInfo } from '../form/package-rules';
import { EMPTY_FORM, type FieldProblems, type TemplateFormValues } from '../form/template-form-model';

export const WIZARD_STEPS = ['basic', 'inputs', 'preview'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export interface WizardProgress {
  readonly basicSettingsFinished: boolean;
  readonly inputsSettingsFinished: boolean;
  readonly previewFinished: boolean;
}

export interface WizardState {
  readonly step: WizardStep;
  readonly progress: WizardProgress;
  readonly form: TemplateFormValues;
  /** Name and size of the chosen package; the bytes are in the package store. */
  readonly package: PackageInfo | null;
  /** The values typed for the package's inputs (by input name; an input not here keeps its default). */
  readonly values: Readonly<Record<string, string>>;
}

export const NO_PROGRESS: WizardProgress = { basicSettingsFinished: false, inputsSettingsFinished: false, previewFinished: false };
export const INITIAL_WIZARD: WizardState = { step: 'basic', progress: NO_PROGRESS, form: EMPTY_FORM, package: null, values: {} };

export type WizardAction =
  | { readonly type: 'edit'; readonly values: Partial<TemplateFormValues> }
  | { readonly type: 'choose-package'; readonly file: PackageInfo | null }
  /** A value of one of the package's inputs (the inputs step). */
  | { readonly type: 'edit-value'; readonly name: string; readonly value: string }
  /** The step in view was checked and is finished: set its flag and move on. */
  | { readonly type: 'finish-step' }
  | { readonly type: 'go'; readonly step: WizardStep }
  /** `values`: the server refused values of the inputs (`slots.{input}`), which the inputs step holds. */
  | { readonly type: 'server-refused'; readonly fields: FieldProblems; readonly values?: boolean }
  | { readonly type: 'restore'; readonly state: WizardState };

const FLAG_OF: Readonly<Record<WizardStep, keyof WizardProgress>> = {
  basic: 'basicSettingsFinished',
  inputs: 'inputsSettingsFinished',
  preview: 'previewFinished',
};

export function stepIndex(step: WizardStep): number {
  return WIZARD_STEPS.indexOf(step);
}

/** A step can be opened when every step before it is finished. */
export function canVisit(progress: WizardProgress, step: WizardStep): boolean {
  return WIZARD_STEPS.slice(0, stepIndex(step)).every((before) => progress[FLAG_OF[before]]);
}

/** The package is chosen on the inputs step; every other field is a basic setting. */
const STEP_OF_FIELD = (field: string): WizardStep => (field === 'package' ? 'inputs' : 'basic');

function unfinish(progress: WizardProgress, step: WizardStep): WizardProgress {
  return { ...progress, [FLAG_OF[step]]: false, previewFinished: false };
}

/** A step that can no longer be visited (its file was lost on a reload) gives way to the first unfinished one. */
function reachable(state: WizardState): WizardState {
  if (canVisit(state.progress, state.step)) return state;
  const step = WIZARD_STEPS.find((candidate) => !state.progress[FLAG_OF[candidate]]) ?? 'basic';
  return { ...state, step };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'edit':
      return reachable({ ...state, form: { ...state.form, ...action.values }, progress: unfinish(state.progress, 'basic') });
    case 'choose-package':
      // Another package has other inputs: the values typed for the old one go.
      return reachable({ ...state, package: action.file, values: {}, progress: unfinish(state.progress, 'inputs') });
    case 'edit-value':
      return reachable({ ...state, values: { ...state.values, [action.name]: action.value }, progress: unfinish(state.progress, 'inputs') });
    case 'finish-step': {
      const progress = { ...state.progress, [FLAG_OF[state.step]]: true };
      const next = WIZARD_STEPS[stepIndex(state.step) + 1] ?? state.step;
      return { ...state, progress, step: next };
    }
    case 'go':
      return canVisit(state.progress, action.step) ? { ...state, step: action.step } : state;
    case 'server-refused': {
      const fields = Object.entries(action.fields).filter(([, problems]) => problems !== undefined && problems.length > 0).map(([field]) => field);
      const refused = WIZARD_STEPS.filter((step) => fields.some((field) => STEP_OF_FIELD(field) === step) || (step === 'inputs' && action.values === true));
      // A refusal naming no field of the form leaves the user on the preview, where it is shown.
      if (refused.length === 0) return { ...state, progress: { ...state.progress, previewFinished: false } };
      const progress = refused.reduce(unfinish, state.progress);
      return { ...state, step: refused[0]!, progress };
    }
    case 'restore':
      return action.state;
    default: {
      const never: never = action;
      return never;
    }
  }
}
