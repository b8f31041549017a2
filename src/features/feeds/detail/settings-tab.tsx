/**
 * The feed's settings: its name and currency (and a fetch feed's schedule, with a fetch now),
 * archive or restore, and deletion after typing the feed's name (its products go with it).
 * A role that cannot write sees them as values (settings-values.tsx).
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocation } from 'wouter';
import type { FeedSchedule } from '../../../../worker/contract/feeds';
import type { FeedDetail } from '../../../../worker/domains/feeds/contract';
import { FEED_CURRENCIES } from '../feed-options';
import { ScheduleSelect } from '../form/schedule-select';
import { useBrandPath } from '../../../shell/router/use-brand-path';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { describedBy, Field, inputClass, type FieldProblem } from '../../../components/ui/form-field';
import { useDataLayer } from '../../../data-client';
import { formatDateTime } from '../../../lib/dates';
import { useCanWrite } from '../../../shell/router/use-can-write';
import { ArchiveButton } from '../list/feeds-page';
import { SettingsValues } from './settings-values';
import { Modal } from '../../../components/ui/modal';

export function SettingsTab({ feed }: { feed: FeedDetail }) {
  const canWrite = useCanWrite();
  return (
    <div className="grid max-w-4xl gap-4">
      {canWrite ? (
        <>
          <SettingsForm key={`${feed.name}|${feed.schedule}|${feed.currency}`} feed={feed} />
          <DangerZone feed={feed} />
        </>
      ) : (
        // A role that cannot write sees the values, not inputs it could type into for nothing.
        <SettingsValues feed={feed} />
      )}
    </div>
  );
}

function SettingsForm({ feed }: { feed: FeedDetail }) {
  const { t } = useTranslation('feeds');
  const api = useDataLayer();
  const [name, setName] = useState(feed.name);
  const [schedule, setSchedule] = useState<FeedSchedule>(feed.schedule ?? 'daily');
  const [currency, setCurrency] = useState(feed.currency);
  const [problems, setProblems] = useState<Readonly<Record<string, readonly FieldProblem[]>>>({});
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'fetching' | 'fetched'>('idle');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setProblems({ name: [{ key: 'feeds:FEEDS_FORM.NAME_REQUIRED' }] });
      return;
    }
    setState('saving');
    const result = await api.dispatch({ type: 'feeds/settings', id: feed.id, name: name.trim(), currency, ...(feed.kind === 'fetch' ? { schedule } : {}) });
    setProblems(Object.fromEntries(Object.entries(result.fieldErrors ?? {}).map(([k, m]) => [k, m.map((text) => ({ text }))])));
    setState(result.ok ? 'saved' : 'idle');
  };
  const fetchNow = async () => {
    setState('fetching');
    // A failed fetch answers too: the page above then shows why (FetchFailure).
    const result = await api.dispatch({ type: 'feeds/action', id: feed.id, action: 'fetch-now' });
    setState(result.ok ? 'fetched' : 'idle');
  };
  const nameProblems = problems.name ?? [];
  return (
    <Card title={t('FEEDS_SETTINGS.TITLE')}>
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" data-testid="feed-settings">
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="sm:col-span-2">
            <Field id="settings-name" label={t('FEEDS_FORM.NAME')} required problems={nameProblems}>
              <input id="settings-name" value={name} onChange={(e) => { setName(e.target.value); setState('idle'); }} className={inputClass(nameProblems.length > 0)} {...describedBy('settings-name', nameProblems)} />
            </Field>
          </div>
          <Field id="settings-currency" label={t('FEEDS_FORM.CURRENCY')}>
            <select id="settings-currency" value={currency} onChange={(e) => setCurrency(e.target.value)} className={inputClass(false)}>
              {FEED_CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </Field>
          {feed.kind === 'fetch' ? (
            <ScheduleSelect id="settings-schedule" value={schedule} problems={problems.schedule ?? []} onChange={setSchedule} />
          ) : null}
        </div>
        <p className="text-xs text-slate-500">{t('FEEDS_SETTINGS.CREATED', { at: formatDateTime(feed.createdAt) })}</p>
        <div className="flex items-center justify-end gap-2">
          {state === 'saved' ? <span role="status" className="text-sm text-emerald-700">{t('FEEDS_SETTINGS.SAVED')}</span> : null}
          {state === 'fetched' && feed.lastFetchError === null ? <span role="status" className="text-sm text-emerald-700" data-testid="fetched">{t('FEEDS_SETTINGS.FETCHED')}</span> : null}
          {feed.kind === 'fetch' ? (
            <Button variant="secondary" disabled={state === 'fetching'} onClick={() => void fetchNow()} data-testid="fetch-now">
              {t('FEEDS_SETTINGS.FETCH_NOW')}
            </Button>
          ) : null}
          <Button type="submit" disabled={state === 'saving'} data-testid="save-settings">
            {t('FEEDS_FORM.SAVE')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function DangerZone({ feed }: { feed: FeedDetail }) {
  const { t } = useTranslation('feeds');
  const [deleting, setDeleting] = useState(false);
  return (
    <Card title={t('FEEDS_SETTINGS.DANGER')}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 pb-3">
        <p className="text-sm text-slate-600">{t(feed.archived ? 'FEEDS_SETTINGS.RESTORE_HINT' : 'FEEDS_SETTINGS.ARCHIVE_HINT')}</p>
        <ArchiveButton feed={feed} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 pt-3">
        <p className="text-sm text-slate-600">{t('FEEDS_SETTINGS.DELETE_HINT', { count: feed.productsCount })}</p>
        <Button variant="danger" onClick={() => setDeleting(true)} data-testid="delete-feed">
          {t('FEEDS_SETTINGS.DELETE')}
        </Button>
      </div>
      {deleting ? <DeleteDialog feed={feed} onCancel={() => setDeleting(false)} /> : null}
    </Card>
  );
}

function DeleteDialog({ feed, onCancel }: { feed: FeedDetail; onCancel: () => void }) {
  const { t } = useTranslation('feeds');
  const api = useDataLayer();
  const [, navigate] = useLocation();
  const pathFor = useBrandPath();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const confirmed = typed.trim() === feed.name.trim();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    setBusy(true);
    // Leave the page first: its watches would otherwise refetch a feed that is gone (a 404 page).
    navigate(pathFor('brand-feeds'));
    // A failure is the catalogue's toast (raised by the data layer) on the list page.
    await api.dispatch({ type: 'feeds/action', id: feed.id, action: 'delete' });
  };
  return (
    <Modal
      onClose={onCancel}
      busy={busy}
      size="md"
      tone="danger"
      title={t('FEEDS_SETTINGS.DELETE_TITLE')}
      description={t('FEEDS_SETTINGS.DELETE_WARNING', { name: feed.name, count: feed.productsCount })}
      testId="delete-feed-dialog"
      onSubmit={(e) => void submit(e)}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('FEEDS_FORM.CANCEL')}
          </Button>
          <Button type="submit" variant="danger" disabled={!confirmed || busy} data-testid="delete-feed-confirm">
            {t('FEEDS_SETTINGS.DELETE_CONFIRM')}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <label htmlFor="delete-feed-name" className="block text-sm font-medium text-slate-800">
          {t('FEEDS_SETTINGS.DELETE_TYPE')}
        </label>
        <input id="delete-feed-name" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" className={inputClass(false)} data-testid="delete-feed-input" />
      </div>
    </Modal>
  );
}
