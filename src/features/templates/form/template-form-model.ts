/**
 * The template form shared by the creation wizard's first step and the edit dialog: its values,
 * the checks made before anything is sent, and how the server's 422 field names map onto it.
 * Checks return i18n keys (with their parameters), never text.
 */
import type { Visual, VisualForm } from '../../../../worker/contract/creatives';
import { serverFieldProblems, type FieldProblems as ProblemsOf } from '../../../components/ui/form-field';
import { DEFAULT_OUTPUT_CATEGORY, DEFAULT_OUTPUT_FORMAT, DESCRIPTION_MAX, NAME_MAX, OUTPUT_CATEGORIES, OUTPUT_FORMATS, TAG_MAX, TAGS_MAX } from '../template-options';

export interface TemplateFormValues {
  readonly name: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly outputCategory: string;
  readonly defaultOutputFormat: string;
}

export type FormField = keyof TemplateFormValues | 'package';

export type FieldProblems = ProblemsOf<FormField>;

export const EMPTY_FORM: TemplateFormValues = { name: '', description: '', tags: [], outputCategory: DEFAULT_OUTPUT_CATEGORY, defaultOutputFormat: DEFAULT_OUTPUT_FORMAT };

export function formOf(visual: Visual): TemplateFormValues {
  return { name: visual.name, description: visual.description ?? '', tags: [...visual.tags], outputCategory: visual.outputCategory, defaultOutputFormat: visual.defaultOutputFormat };
}

/** The values as the command sends them (trimmed). */
export function toVisualForm(values: TemplateFormValues): VisualForm {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    overriddenTags: values.tags,
    outputCategory: values.outputCategory,
    defaultOutputFormat: values.defaultOutputFormat,
  };
}

export function validateForm(values: TemplateFormValues): FieldProblems {
  const problems: FieldProblems = {};
  const name = values.name.trim();
  if (name === '') problems.name = [{ key: 'TEMPLATES.ERROR_NAME_REQUIRED' }];
  else if (name.length > NAME_MAX) problems.name = [{ key: 'TEMPLATES.ERROR_TOO_LONG', params: { max: NAME_MAX } }];
  if (values.description.trim().length > DESCRIPTION_MAX) problems.description = [{ key: 'TEMPLATES.ERROR_TOO_LONG', params: { max: DESCRIPTION_MAX } }];
  if (values.tags.length > TAGS_MAX) problems.tags = [{ key: 'TEMPLATES.ERROR_TOO_MANY_TAGS', params: { max: TAGS_MAX } }];
  if (!(OUTPUT_CATEGORIES as readonly string[]).includes(values.outputCategory)) problems.outputCategory = [{ key: 'TEMPLATES.ERROR_CHOOSE' }];
  if (!(OUTPUT_FORMATS as readonly string[]).includes(values.defaultOutputFormat)) problems.defaultOutputFormat = [{ key: 'TEMPLATES.ERROR_CHOOSE' }];
  return problems;
}

/**
 * Adds a typed tag: trimmed, at most TAG_MAX characters, no duplicates (case-insensitive, as
 * people expect "Summer" and "summer" to be one tag). Returns the same list when nothing changes.
 */
export function addTag(tags: readonly string[], typed: string): readonly string[] {
  const tag = typed.trim().slice(0, TAG_MAX);
  if (tag === '' || tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return tags;
  return [...tags, tag];
}

/** The server's 422 field names (Laravel's snake_case) → the form's fields. */
const SERVER_FIELDS: Readonly<Record<string, FormField>> = {
  name: 'name',
  description: 'description',
  overridden_tags: 'tags',
  output_category: 'outputCategory',
  default_output_format: 'defaultOutputFormat',
  package: 'package',
};

/**
 * Splits the server's errors into those shown next to a field and the rest (shown above the
 * buttons), so no message is lost when the server names a field the form does not have.
 */
export function serverProblems(fieldErrors: Readonly<Record<string, readonly string[]>> | undefined): { fields: FieldProblems; other: readonly string[] } {
  return serverFieldProblems(fieldErrors, SERVER_FIELDS);
}

export function hasProblems(problems: FieldProblems): boolean {
  return Object.values(problems).some((list) => list !== undefined && list.length > 0);
}
