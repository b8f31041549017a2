import type { Envelope } from '../../../worker/contract/events';

/**
 * One envelope as a developer wants to scan it: seq, time, source, brand, type, payload. A page
 * load of the tab (`log/page-loaded`) stands out: everything below it is an earlier page.
 */
export function EnvelopeRow({ envelope }: { envelope: Envelope }) {
  const { seq, at, source, brand, event } = envelope;
  const { type, ...payload } = event;
  const pageLoad = type === 'log/page-loaded';
  return (
    <tr className={`align-top font-mono text-xs ${pageLoad ? 'border-t-2 border-amber-400 bg-amber-50' : 'border-t border-slate-100'}`} data-page-load={pageLoad || undefined}>
      <td className="px-2 py-1 text-slate-500">{seq}</td>
      <td className="px-2 py-1 text-slate-500">{new Date(at).toISOString().slice(11, 23)}</td>
      <td className="px-2 py-1">{source}</td>
      <td className="px-2 py-1">{brand ?? '—'}</td>
      <td className="px-2 py-1 font-semibold" data-testid="envelope-type">
        {type}
      </td>
      <td className="max-w-md truncate px-2 py-1 text-slate-600" title={JSON.stringify(payload)}>
        {JSON.stringify(payload)}
      </td>
    </tr>
  );
}
