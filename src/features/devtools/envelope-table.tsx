import { useTranslation } from '../../i18n/use-translation';
import type { Envelope } from '../../../worker/contract/events';
import { DataTable } from '../../components/ui/data-table';

const payloadOf = ({ event }: Envelope) => {
  const { type: _type, ...payload } = event;
  return JSON.stringify(payload);
};

/**
 * Envelopes as a developer wants to scan them: seq, time, source, brand, type, payload. A page
 * load of the tab (`log/page-loaded`) stands out: everything below it is an earlier page.
 */
export function EnvelopeTable({ envelopes }: { envelopes: readonly Envelope[] }) {
  const { t } = useTranslation('devtools');
  return (
    <DataTable
      dense
      caption={t('DEVTOOLS.ENVELOPES')}
      rows={envelopes}
      rowKey={(envelope) => envelope.seq}
      rowProps={({ event }) => {
        const pageLoad = event.type === 'log/page-loaded';
        return { className: `align-top font-mono text-xs ${pageLoad ? 'border-t-2 border-amber-400 bg-amber-50' : ''}`, 'data-page-load': pageLoad || undefined };
      }}
      columns={[
        { key: 'seq', header: t('DEVTOOLS.SEQ'), className: 'text-slate-500', cell: (envelope) => envelope.seq },
        { key: 'time', header: t('DEVTOOLS.TIME'), className: 'text-slate-500', cell: (envelope) => new Date(envelope.at).toISOString().slice(11, 23) },
        { key: 'source', header: t('DEVTOOLS.SOURCE'), cell: (envelope) => envelope.source },
        { key: 'brand', header: t('DEVTOOLS.BRAND'), cell: (envelope) => envelope.brand ?? '—' },
        { key: 'event', header: t('DEVTOOLS.EVENT'), className: 'font-semibold', cellProps: () => ({ 'data-testid': 'envelope-type' }), cell: (envelope) => envelope.event.type },
        { key: 'payload', header: t('DEVTOOLS.PAYLOAD'), className: 'max-w-md truncate text-slate-600', cellProps: (envelope) => ({ title: payloadOf(envelope) }), cell: payloadOf },
      ]}
    />
  );
}
