/**
 * The wizard's draft in localStorage (step, flags, form, the package's name and size, the values
 * typed for its inputs), one per
 * brand under the product's key prefix, so a reload or a closed tab resumes where the user was.
 * What comes back is checked field by field: storage is shared with older builds and with people
 * editing it by hand, and a bad draft must give a fresh wizard, never a broken page.
 */
import { storageKey } from '../../../lib/storage-key';
import { EMPTY_FORM, type TemplateFormValues } from '../form/template-form-model';
import { INITIAL_WIZARD, WIZARD_STEPS, type WizardProgress, type WizardState, type WizardStep } from './wizard-model';

const FORMAT = 1;

export function draftKey(brand: string): string {
  return storageKey(`template-wizard:${brand}`);
}

type Stored = WizardState & { readonly format: number };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);

function readForm(value: unknown): TemplateFormValues {
  if (!isRecord(value)) return EMPTY_FORM;
  return {
    name: text(value.name, ''),
    description: text(value.description, ''),
    tags: Array.isArray(value.tags) ? value.tags.filter((tag): tag is string => typeof tag === 'string') : [],
    outputCategory: text(value.outputCategory, EMPTY_FORM.outputCategory),
    defaultOutputFormat: text(value.defaultOutputFormat, EMPTY_FORM.defaultOutputFormat),
  };
}

function readProgress(value: unknown): WizardProgress {
  const flag = (name: keyof WizardProgress) => isRecord(value) && value[name] === true;
  return { basicSettingsFinished: flag('basicSettingsFinished'), inputsSettingsFinished: flag('inputsSettingsFinished'), previewFinished: flag('previewFinished') };
}

/** The stored draft, or null when there is none or it cannot be read. */
export function parseDraft(raw: string | null): WizardState | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.format !== FORMAT) return null;
  const step = WIZARD_STEPS.includes(value.step as WizardStep) ? (value.step as WizardStep) : 'basic';
  const pkg = isRecord(value.package) && typeof value.package.name === 'string' && typeof value.package.size === 'number' ? { name: value.package.name, size: value.package.size } : null;
  const values = isRecord(value.values) ? Object.fromEntries(Object.entries(value.values).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) : {};
  return { step, progress: readProgress(value.progress), form: readForm(value.form), package: pkg, values };
}

export function loadDraft(storage: Storage, brand: string): WizardState | null {
  try {
    return parseDraft(storage.getItem(draftKey(brand)));
  } catch {
    return null; // storage disabled (private mode, policies)
  }
}

/** Saves the draft; an untouched wizard is no draft and is removed instead. */
export function saveDraft(storage: Storage, brand: string, state: WizardState): void {
  try {
    if (isUntouched(state)) storage.removeItem(draftKey(brand));
    else storage.setItem(draftKey(brand), JSON.stringify({ format: FORMAT, ...state } satisfies Stored));
  } catch {
    // Full or disabled storage: the wizard still works, it just will not survive a reload.
  }
}

export function clearDraft(storage: Storage, brand: string): void {
  try {
    storage.removeItem(draftKey(brand));
  } catch {
    // nothing stored then
  }
}

export function isUntouched(state: WizardState): boolean {
  return JSON.stringify(state) === JSON.stringify(INITIAL_WIZARD);
}
