/**
 * The data layer seen from inside: connection, live values, diagnostics, the live state hash,
 * an event-log export (optionally redacted) that `npm run replay` reproduces bit for bit, time
 * travel over a loaded log, and the newest envelopes.
 */
import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from 'wouter';
import { useDataLayer } from '../../data-client';
import {
  balanceAtom,
  bridgeStatsAtom,
  brandAtom,
  buildsAtom,
  connectionAtom,
  diagnosticsAtom,
  notificationsAtom,
  recentEnvelopesAtom,
  systemAtom,
  travelDrawerOpenAtom,
  useAtomValue,
  useSetAtom,
  useEnvelopeStream,
} from '../../state';
import { downloadText, eventLogFilename } from '../../lib/download-text';
import { EnvelopeTable } from './envelope-table';
import { OpenScenario } from './open-scenario';
import { TimeTravel } from './time-travel';
import { useLiveStateHash } from './use-live-state-hash';

/** Rows of the newest-envelopes table. */
const NEWEST_SHOWN = 50;

function Stat({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <div className="min-w-0 rounded-lg border border-slate-200 bg-white p-3">
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      {/* A hash is one unbroken word: it wraps anywhere rather than leave its card on a phone. */}
      <dd className="mt-1 break-all font-mono text-lg" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export function DevtoolsPanel() {
  const { t } = useTranslation('devtools');
  const api = useDataLayer();
  const connection = useAtomValue(connectionAtom);
  const brand = useAtomValue(brandAtom);
  const balance = useAtomValue(balanceAtom);
  const builds = useAtomValue(buildsAtom);
  const notifications = useAtomValue(notificationsAtom);
  const system = useAtomValue(systemAtom);
  const diagnostics = useAtomValue(diagnosticsAtom);
  const bridge = useAtomValue(bridgeStatsAtom);
  const envelopes = useAtomValue(recentEnvelopesAtom);
  useEnvelopeStream(() => api.recentEnvelopes(NEWEST_SHOWN));
  const live = useLiveStateHash();
  const [, navigate] = useLocation();
  const openDrawer = useSetAtom(travelDrawerOpenAtom);

  const exportLog = async (redact: boolean) => {
    downloadText(eventLogFilename(new Date()), await api.exportLog({ redact }));
  };
  const malformed = diagnostics.malformed.live + diagnostics.malformed.http + diagnostics.malformed.graphql;

  return (
    <section aria-labelledby="devtools-title" className="space-y-4 p-4">
      <h1 id="devtools-title" className="text-xl font-semibold">
        {t('DEVTOOLS.TITLE')}
      </h1>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat label={t('DEVTOOLS.CONNECTION')} value={connection.state} testId="connection-state" />
        <Stat label={t('DEVTOOLS.BRAND')} value={brand.identifier ?? '—'} testId="brand-identifier" />
        <Stat label={t('DEVTOOLS.BALANCE')} value={balance.value ?? '—'} testId="balance-value" />
        <Stat label={t('DEVTOOLS.RUNNING_BUILDS')} value={builds.widget?.unfinished ?? '—'} testId="running-builds" />
        <Stat label={t('DEVTOOLS.UNREAD')} value={notifications.unreadCount ?? '—'} testId="unread-count" />
        <Stat label={t('DEVTOOLS.MAINTENANCE')} value={system.maintenance?.message ?? '—'} testId="maintenance-message" />
        <Stat label={t('DEVTOOLS.MALFORMED')} value={malformed} testId="malformed-count" />
        <Stat label={t('DEVTOOLS.BATCHES')} value={`${bridge.batches} / ${bridge.envelopes}`} testId="bridge-stats" />
        <Stat label={t('DEVTOOLS.STATE_HASH')} value={live?.hash ?? '—'} testId="live-state-hash" />
        <Stat label={t('DEVTOOLS.STATE_SEQ')} value={live?.seq ?? '—'} testId="live-state-seq" />
      </dl>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="rounded-md bg-indigo-600 px-3 py-1.5 text-sm text-white hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600" onClick={() => void exportLog(false)}>
          {t('DEVTOOLS.EXPORT')}
        </button>
        <button type="button" className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600" onClick={() => void exportLog(true)}>
          {t('DEVTOOLS.EXPORT_REDACTED')}
        </button>
        <button
          type="button"
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          title="Alt+Shift+T"
          onClick={() => {
            // The same time travel, in a drawer over the app's pages (time-travel-host.tsx).
            openDrawer(true);
            navigate('/');
          }}
        >
          {t('DEVTOOLS.OPEN_OVER_APP')}
        </button>
      </div>
      <OpenScenario />
      <TimeTravel />
      <EnvelopeTable envelopes={envelopes.slice(-NEWEST_SHOWN).reverse()} />
    </section>
  );
}
