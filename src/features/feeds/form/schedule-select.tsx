/** How often a fetch feed is fetched: the same choice when it is made and in its settings. */
import { useTranslation } from '../../../i18n/use-translation';
import type { FeedSchedule } from '../../../../worker/contract/feeds';
import { Field, inputClass, type FieldProblem } from '../../../components/ui/form-field';
import { FEED_SCHEDULES } from '../feed-options';

export function ScheduleSelect({ id, value, problems, onChange }: { id: string; value: FeedSchedule; problems: readonly FieldProblem[]; onChange: (schedule: FeedSchedule) => void }) {
  const { t } = useTranslation('feeds');
  return (
    <Field id={id} label={t('FEEDS_FORM.SCHEDULE')} problems={problems}>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as FeedSchedule)} className={inputClass(false)}>
        {FEED_SCHEDULES.map((s) => (
          <option key={s} value={s}>
            {t(`FEEDS_SCHEDULES.${s.toUpperCase()}`)}
          </option>
        ))}
      </select>
    </Field>
  );
}
