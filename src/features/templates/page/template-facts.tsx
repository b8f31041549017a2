/** The template's settings as a facts list: each fact once, with links to its sizes and tester. */
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'wouter';
import type { Visual } from '../../../../worker/contract/creatives';
import { focusRing } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/dates';
import { categoryLabelKey } from '../template-options';

/** The server keeps the creation wizard's flags on the template (one set up elsewhere may be unfinished). */
const SETUP_STEPS = [
  ['basicSettings', 'TEMPLATES.STEP_BASIC'],
  ['inputsSettings', 'TEMPLATES.STEP_INPUTS'],
  ['preview', 'TEMPLATES.STEP_PREVIEW'],
] as const;

function setupUnfinished(visual: Visual): boolean {
  return SETUP_STEPS.some(([flag]) => !visual.progress[flag]);
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-900 sm:col-span-2" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export function TemplateFacts({ visual, sizesHref }: { visual: Visual; sizesHref: string }) {
  const { t } = useTranslation();
  const categoryKey = categoryLabelKey(visual.outputCategory);
  return (
    <dl className="divide-y divide-slate-100" data-testid="template-facts">
      <Fact label={t('TEMPLATES.OUTPUT_CATEGORY')} testId="fact-category">
        {categoryKey === '' ? visual.outputCategory : t(categoryKey)}
      </Fact>
      <Fact label={t('TEMPLATES.DEFAULT_OUTPUT_FORMAT')} testId="fact-format">
        {visual.defaultOutputFormat.toUpperCase()}
      </Fact>
      <Fact label={t('TEMPLATES.SIZES')} testId="fact-sizes">
        <span className="mr-3">{visual.sizes.length}</span>
        <Link href={sizesHref} className={`rounded text-indigo-700 hover:underline ${focusRing}`}>
          {t('TEMPLATES.SHOW_SIZES')}
        </Link>
      </Fact>
      <Fact label={t('TEMPLATES.TAGS')} testId="fact-tags">
        {visual.tags.length === 0 ? (
          <span className="text-slate-400">{t('TEMPLATES.NONE')}</span>
        ) : (
          <ul className="flex flex-wrap gap-1">
            {visual.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {tag}
              </li>
            ))}
          </ul>
        )}
      </Fact>
      {setupUnfinished(visual) ? (
        <Fact label={t('TEMPLATES.SETUP')} testId="fact-setup">
          <ul className="space-y-0.5">
            {SETUP_STEPS.map(([flag, key]) => (
              <li key={flag} className={visual.progress[flag] ? 'text-emerald-700' : 'text-amber-800'}>
                <span aria-hidden="true">{visual.progress[flag] ? '✓ ' : '○ '}</span>
                {t(key)}: {t(visual.progress[flag] ? 'TEMPLATES.STEP_FINISHED' : 'TEMPLATES.STEP_NOT_FINISHED')}
              </li>
            ))}
          </ul>
        </Fact>
      ) : null}
      <Fact label={t('TEMPLATES.CREATED')}>{formatDateTime(visual.createdAt)}</Fact>
      <Fact label={t('TEMPLATES.UPDATED')}>{formatDateTime(visual.updatedAt)}</Fact>
    </dl>
  );
}
