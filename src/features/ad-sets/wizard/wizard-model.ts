/**
 * The ad-set wizard's steps on the client: their routes, which ones the stepper lets the user
 * open (the server's `wizardStep` is the furthest), and our checks before sending. Checks return
 * i18n keys; the server's 422 messages are shown the same way next to the same fields.
 */
import { AD_SET_WIZARD_STEPS, type AdSetWizardStep } from '../../../../worker/contract/ad-sets';
import type { AdSetDetail, TemplateInput } from '../../../../worker/domains/ad-sets/contract';
import type { FieldProblem } from '../../../components/ui/form-field';

export const WIZARD_ROUTE = 'brand-ad-sets-create-adSetId';
export const CREATE_ROUTE = 'brand-ad-sets-create';

/** The route of a step of an existing draft (settings is the draft's own route). */
export const stepRoute = (step: AdSetWizardStep): string => (step === 'settings' ? WIZARD_ROUTE : `${WIZARD_ROUTE}-${step}`);

/** The step a wizard route shows. */
export function stepOfRoute(routeName: string): AdSetWizardStep {
  const suffix = routeName.startsWith(`${WIZARD_ROUTE}-`) ? routeName.slice(WIZARD_ROUTE.length + 1) : 'settings';
  return (AD_SET_WIZARD_STEPS as readonly string[]).includes(suffix) ? (suffix as AdSetWizardStep) : 'settings';
}

export const stepIndex = (step: AdSetWizardStep): number => AD_SET_WIZARD_STEPS.indexOf(step);

export type StepState = 'done' | 'current' | 'open' | 'locked';

/** How the stepper shows a step: a new ad set (no draft yet) has only the first step open. */
export function stepState(step: AdSetWizardStep, current: AdSetWizardStep, draft: Pick<AdSetDetail, 'wizardStep' | 'status'> | null): StepState {
  if (step === current) return 'current';
  if (draft === null) return 'locked';
  const furthest = stepIndex(draft.wizardStep);
  if (stepIndex(step) > furthest) return 'locked';
  return stepIndex(step) < furthest || draft.status === 'ready' ? 'done' : 'open';
}

export const canOpen = (step: AdSetWizardStep, draft: Pick<AdSetDetail, 'wizardStep'> | null): boolean =>
  step === 'settings' || (draft !== null && stepIndex(step) <= stepIndex(draft.wizardStep));

type Problems = Record<string, readonly FieldProblem[]>;
const required = (key: string): readonly FieldProblem[] => [{ key }];

export interface SettingsValues {
  readonly name: string;
  readonly format: string;
  readonly versionId: string;
}

export function checkSettings(v: SettingsValues): Problems {
  const out: Problems = {};
  if (v.name.trim() === '') out.name = required('AD_SETS_WIZARD.NAME_REQUIRED');
  else if (v.name.trim().length > 255) out.name = [{ key: 'AD_SETS_WIZARD.NAME_TOO_LONG', params: { max: 255 } }];
  if (v.format === '') out.format = required('AD_SETS_WIZARD.FORMAT_REQUIRED');
  if (v.versionId === '') out.visual_version_id = required('AD_SETS_WIZARD.VERSION_REQUIRED');
  return out;
}

export const checkFeed = (feedId: string): Problems => (feedId === '' ? { feed_id: required('AD_SETS_WIZARD.FEED_REQUIRED') } : {});

export const checkLanguages = (languages: readonly string[]): Problems => (languages.length === 0 ? { languages: required('AD_SETS_WIZARD.LANGUAGES_REQUIRED') } : {});

/** Every required input needs a column; problems are keyed like the server's (`mapping.headline`). */
export function checkMapping(inputs: readonly TemplateInput[], mapping: Readonly<Record<string, string>>): Problems {
  const out: Problems = {};
  for (const input of inputs) if (input.required && !mapping[input.name]) out[`mapping.${input.name}`] = required('AD_SETS_WIZARD.INPUT_REQUIRED');
  return out;
}

export const checkSizes = (sizes: readonly unknown[]): Problems => (sizes.length === 0 ? { sizes: required('AD_SETS_WIZARD.SIZES_REQUIRED') } : {});

/** The first product's values through the mapping: what the preview row shows. */
export function previewValues(mapping: Readonly<Record<string, string>>, product: { readonly values: Readonly<Record<string, string>> } | undefined): Record<string, string | null> {
  return Object.fromEntries(Object.entries(mapping).map(([input, column]) => [input, product?.values[column] ?? null]));
}
