/** A feed's kind as a small coloured label, the same in lists and on the feed's page. */
import { useTranslation } from '../../i18n/use-translation';
import type { FeedKind } from '../../../worker/contract/feeds';

const COLORS: Readonly<Record<FeedKind, string>> = {
  upload: 'bg-sky-50 text-sky-800 ring-sky-200',
  fetch: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  manual: 'bg-amber-50 text-amber-900 ring-amber-200',
  derived: 'bg-violet-50 text-violet-800 ring-violet-200',
};

export function KindBadge({ kind }: { kind: FeedKind }) {
  const { t } = useTranslation('feeds');
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${COLORS[kind]}`} data-testid="feed-kind">
      {t(`FEEDS_KINDS.${kind.toUpperCase()}`)}
    </span>
  );
}
