/**
 * The feed's settings as values, for a role that cannot change them (a visitor): what the
 * settings form shows, without inputs that look editable or a Save that would be refused.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { FeedDetail } from '../../../../worker/domains/feeds/contract';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/dates';

function Value({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-sm break-words text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export function SettingsValues({ feed }: { feed: FeedDetail }) {
  const { t } = useTranslation('feeds');
  return (
    <Card title={t('FEEDS_SETTINGS.TITLE')}>
      <dl className="grid gap-4 sm:grid-cols-3" data-testid="feed-settings-values">
        <div className="sm:col-span-2">
          <Value label={t('FEEDS_FORM.NAME')} testId="settings-name-value">
            {feed.name}
          </Value>
        </div>
        <Value label={t('FEEDS_FORM.CURRENCY')} testId="settings-currency-value">
          {feed.currency}
        </Value>
        {feed.kind === 'fetch' ? (
          <Value label={t('FEEDS_FORM.SCHEDULE')} testId="settings-schedule-value">
            {t(`FEEDS_SCHEDULES.${(feed.schedule ?? 'manual').toUpperCase()}`)}
          </Value>
        ) : null}
      </dl>
      <p className="mt-4 text-xs text-slate-500">{t('FEEDS_SETTINGS.CREATED', { at: formatDateTime(feed.createdAt) })}</p>
    </Card>
  );
}
