/** The wizard's last step: exactly what will be uploaded, to confirm before sending. */
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { formatBytes } from '../../../lib/format-bytes';
import type { PackageInfo } from '../form/package-rules';
import type { TemplateFormValues } from '../form/template-form-model';
import { categoryLabelKey } from '../template-options';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-3 py-2 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="col-span-2 break-words text-slate-900">{children}</dd>
    </div>
  );
}

export function PreviewStep({ form, pkg, values }: { form: TemplateFormValues; pkg: PackageInfo | null; values: Readonly<Record<string, string>> }) {
  const { t } = useTranslation();
  const none = <span className="text-slate-400">{t('TEMPLATES.NONE')}</span>;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">{t('TEMPLATES.PREVIEW_INTRO')}</p>
      <dl className="divide-y divide-slate-100 rounded-md border border-slate-200 px-4" data-testid="wizard-summary">
        <Fact label={t('TEMPLATES.NAME')}>{form.name.trim()}</Fact>
        <Fact label={t('TEMPLATES.DESCRIPTION')}>{form.description.trim() === '' ? none : <span className="whitespace-pre-line">{form.description.trim()}</span>}</Fact>
        <Fact label={t('TEMPLATES.TAGS')}>{form.tags.length === 0 ? none : form.tags.join(', ')}</Fact>
        <Fact label={t('TEMPLATES.OUTPUT_CATEGORY')}>{categoryLabelKey(form.outputCategory) === '' ? form.outputCategory : t(categoryLabelKey(form.outputCategory))}</Fact>
        <Fact label={t('TEMPLATES.DEFAULT_OUTPUT_FORMAT')}>{form.defaultOutputFormat.toUpperCase()}</Fact>
        <Fact label={t('TEMPLATES.PACKAGE')}>{pkg === null ? none : `${pkg.name} (${formatBytes(pkg.size)})`}</Fact>
        <Fact label={t('VALUES.TITLE')}>
          {Object.keys(values).length === 0 ? (
            t('TEMPLATES.VALUES_DEFAULTS')
          ) : (
            <ul className="space-y-0.5" data-testid="wizard-summary-values">
              {Object.entries(values).map(([name, value]) => (
                <li key={name} className="break-words">
                  <span className="text-slate-500">{name}:</span> {value === '' ? t('VALUES.EMPTY') : value.length > 120 ? `${value.slice(0, 120)}…` : value}
                </li>
              ))}
            </ul>
          )}
        </Fact>
      </dl>
      <p className="text-xs text-slate-500">{t('TEMPLATES.PREVIEW_NOTE')}</p>
    </div>
  );
}
