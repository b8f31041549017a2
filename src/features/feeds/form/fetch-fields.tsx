/** A fetch feed: the URL (http or https), its format and how often it is fetched; a test fetch before saving. */
import { useTranslation } from 'react-i18next';
import type { FeedSchedule, FetchFormat } from '../../../../worker/contract/feeds';
import { FEED_SCHEDULES, FETCH_FORMATS } from '../feed-options';
import { Button } from '../../../components/ui/button';
import { describedBy, Field, inputClass } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { NameAndCurrency } from './common-fields';
import { isHttpUrl, type FetchForm, type Problems } from './feed-form-model';
import { PreviewTable } from './preview-table';
import { problemsOf } from './use-feed-form';
import { usePreview } from './use-preview';

export function FetchFields({ form, problems, onChange }: { form: FetchForm; problems: Problems; onChange: (next: Partial<FetchForm>) => void }) {
  const { t } = useTranslation('feeds');
  const { state, run, reset } = usePreview();
  const urlProblems = problemsOf(problems, 'url');
  const change = (next: Partial<FetchForm>) => {
    reset();
    onChange(next);
  };
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
        <Field id="feed-schedule" label={t('FEEDS_FORM.SCHEDULE')} problems={problemsOf(problems, 'schedule')}>
          <select id="feed-schedule" value={form.schedule} onChange={(e) => change({ schedule: e.target.value as FeedSchedule })} className={inputClass(false)}>
            {FEED_SCHEDULES.map((s) => (
              <option key={s} value={s}>
                {t(`FEEDS_SCHEDULES.${s.toUpperCase()}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="flex items-center gap-3">
        <Button variant="secondary" disabled={!isHttpUrl(form.url) || state.status === 'loading'} onClick={() => run({ kind: 'fetch', url: form.url.trim(), format: form.format })} data-testid="feed-test-fetch">
          {t('FEEDS_FORM.TEST_FETCH')}
        </Button>
        {state.status === 'loading' ? <Spinner label={t('FEEDS_PREVIEW.LOADING')} showLabel /> : null}
      </div>
      {state.status === 'failed' ? <p role="alert" className="text-sm text-red-700">{state.messages.join(' ') || t('FEEDS_PREVIEW.FAILED')}</p> : null}
      {state.status === 'ok' ? <PreviewTable preview={state.preview} /> : null}
    </div>
  );
}
