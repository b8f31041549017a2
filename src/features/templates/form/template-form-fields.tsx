/**
 * The template's settings (name, description, tags, output category, default output format): the
 * wizard's first step and the edit dialog show the same fields with the same rules.
 */
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { categoryLabelKey, NAME_MAX, OUTPUT_CATEGORIES, OUTPUT_FORMATS } from '../template-options';
import { describedBy, Field, inputClass, type FieldProblem } from '../../../components/ui/form-field';
import { TagsInput } from './tags-input';
import type { FieldProblems, TemplateFormValues } from './template-form-model';

const NONE: readonly FieldProblem[] = [];

export function TemplateFormFields({ values, onChange, problems }: { values: TemplateFormValues; onChange: (change: Partial<TemplateFormValues>) => void; problems: FieldProblems }) {
  const { t } = useTranslation();
  const base = useId();
  const id = (field: string) => `${base}-${field}`;
  const of = (field: keyof FieldProblems) => problems[field] ?? NONE;
  return (
    <div className="space-y-4">
      <Field id={id('name')} label={t('TEMPLATES.NAME')} required problems={of('name')}>
        <input
          id={id('name')}
          value={values.name}
          maxLength={NAME_MAX}
          autoComplete="off"
          onChange={(event) => onChange({ name: event.target.value })}
          className={inputClass(of('name').length > 0)}
          {...describedBy(id('name'), of('name'))}
        />
      </Field>
      <Field id={id('description')} label={t('TEMPLATES.DESCRIPTION')} problems={of('description')}>
        <textarea
          id={id('description')}
          value={values.description}
          rows={3}
          onChange={(event) => onChange({ description: event.target.value })}
          className={inputClass(of('description').length > 0)}
          {...describedBy(id('description'), of('description'))}
        />
      </Field>
      <Field id={id('tags')} label={t('TEMPLATES.TAGS')} hint={t('TEMPLATES.TAGS_HINT')} problems={of('tags')}>
        <TagsInput id={id('tags')} tags={values.tags} onChange={(tags) => onChange({ tags })} describedBy={describedBy(id('tags'), of('tags'), true)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('category')} label={t('TEMPLATES.OUTPUT_CATEGORY')} required problems={of('outputCategory')}>
          <select
            id={id('category')}
            value={values.outputCategory}
            onChange={(event) => onChange({ outputCategory: event.target.value })}
            className={inputClass(of('outputCategory').length > 0)}
            {...describedBy(id('category'), of('outputCategory'))}
          >
            {OUTPUT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(categoryLabelKey(category))}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id('format')} label={t('TEMPLATES.DEFAULT_OUTPUT_FORMAT')} required problems={of('defaultOutputFormat')}>
          <select
            id={id('format')}
            value={values.defaultOutputFormat}
            onChange={(event) => onChange({ defaultOutputFormat: event.target.value })}
            className={inputClass(of('defaultOutputFormat').length > 0)}
            {...describedBy(id('format'), of('defaultOutputFormat'))}
          >
            {OUTPUT_FORMATS.map((format) => (
              <option key={format} value={format}>
                {format.toUpperCase()}
              </option>
            ))}
          </select>
        </Field>
      </div>
    </div>
  );
}
