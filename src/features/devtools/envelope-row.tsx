import type { Envelope } from '../../../worker/contract/events';

/** One envelope as a developer wants to scan it: seq, time, source, brand, type, payload. */
export function EnvelopeRow({ envelope }: { envelope: Envelope }) {
  const { seq, at, source, brand, event } = envelope;
  const { type, ...payload } = event;
  return (
    <tr className="border-t border-slate-100 align-top font-mono text-xs">
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
