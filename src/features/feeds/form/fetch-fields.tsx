/** A fetch feed: the URL (http or https), its format and how often it is fetched; a test fetch before saving. */
import { useTranslation } from '../../../i18n/use-translation';
import type { FetchFormat } from '../../../../worker/contract/feeds';
import { FETCH_FORMATS } from '../feed-options';
import { describedBy, Field, inputClass } from '../../../components/ui/form-field';
import { NameAndCurrency } from './common-fields';
import { isHttpUrl, type FetchForm, type Problems } from './feed-form-model';
import { PreviewRun, usePreviewedChange } from './preview-run';
import { ScheduleSelect } from './schedule-select';
import { problemsOf } from './use-feed-form';

export function FetchFields({ form, problems, onChange }: { form: FetchForm; problems: Problems; onChange: (next: Partial<FetchForm>) => void }) {
  const { t } = useTranslation('feeds');
  const { state, run, change } = usePreviewedChange(onChange);
  const urlProblems = problemsOf(problems, 'url');
  return (
    <div className="space-y-4">
      <NameAndCurrency name={form.name} currency={form.currency} problems={problems} onChange={change} />
      <Field id="feed-url" label={t('FEEDS_FORM.URL')} required hint={t('FEEDS_FORM.URL_HINT')} problems={urlProblems}>
        <input id="feed-url" type="url" inputMode="url" placeholder="https://" value={form.url} onChange={(e) => change({ url: e.target.value })} className={inputClass(urlProblems.length > 0)} {...describedBy('feed-url', urlProblems, true)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="feed-format" label={t('FEEDS_FORM.FORMAT')} problems={problemsOf(problems, 'format')}>
          <select id="feed-format" value={form.format} onChange={(e) => change({ format: e.target.value as FetchFormat })} className={inputClass(false)}>
            {FETCH_FORMATS.map((f) => (
              <option key={f} value={f}>
                {t(`FEEDS_FORMATS.${f.toUpperCase()}`)}
              </option>
            ))}
          </select>
        </Field>
        <ScheduleSelect id="feed-schedule" value={form.schedule} problems={problemsOf(problems, 'schedule')} onChange={(schedule) => change({ schedule })} />
      </div>
      <PreviewRun state={state} run={run} input={isHttpUrl(form.url) ? { kind: 'fetch', url: form.url.trim(), format: form.format } : null} label={t('FEEDS_FORM.TEST_FETCH')} testId="feed-test-fetch" />
    </div>
  );
}
