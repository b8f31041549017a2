/** A horizontal bar of the brand quota split into coloured parts; each part is named for screen readers. */
import type { StorageArea } from '../../../worker/contract/brand-money';
import { formatBytes } from '../../lib/format-bytes';

export const AREA_TONES: Readonly<Record<StorageArea, string>> = {
  'ad-sets': 'bg-indigo-500',
  'asset-groups': 'bg-amber-500',
  'asset-library': 'bg-emerald-500',
  feeds: 'bg-sky-500',
  visuals: 'bg-fuchsia-500',
};

interface Segment {
  readonly key: string;
  readonly label: string;
  readonly bytes: number;
  readonly tone: string;
}

export function StorageBar({ segments, total, label }: { segments: readonly Segment[]; total: number; label: string }) {
  return (
    <div role="img" aria-label={`${label}: ${segments.map((s) => `${s.label} ${formatBytes(s.bytes)}`).join(', ')}`} className="flex h-4 w-full overflow-hidden rounded-full bg-slate-100" data-testid="storage-bar">
      {segments.map((segment) =>
        segment.bytes > 0 && total > 0 ? (
          // At least a sliver, so a small area is still visible next to the large ones.
          <div key={segment.key} className={`h-full ${segment.tone}`} style={{ width: `max(3px, ${Math.min(100, (segment.bytes / total) * 100)}%)` }} title={`${segment.label}: ${formatBytes(segment.bytes)}`} />
        ) : null,
      )}
    </div>
  );
}
