/**
 * Creating a feed: `/feeds/create` explains the four kinds and links to each;
 * `/feeds/create/{kind}` is that kind's form. The route names the kind (its last segment).
 */
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'wouter';
import type { FeedKind } from '../../../../worker/contract/feeds';
import { FEED_KINDS } from '../feed-options';
import { PageHeading } from '../../../shell/layouts/page-heading';
import { useRouteMatch } from '../../../shell/router/route-context';
import { useBrandPath } from '../../../shell/router/use-brand-path';
import { focusRing } from '../../../components/ui/button';
import { useCanWrite } from '../../../shell/router/use-can-write';
import { ErrorState } from '../../../components/ui/page-states';
import { emptyForm } from '../form/feed-form-model';
import { FeedFormView } from '../form/feed-form-view';
import { KindBadge } from '../kind-badge';

/** The kind a create or edit route is about (`brand-feeds-create-upload` → upload). */
export function routeKind(routeName: string): FeedKind | null {
  const last = routeName.split('-').pop() ?? '';
  return (FEED_KINDS as readonly string[]).includes(last) ? (last as FeedKind) : null;
}

export function FeedCreatePage() {
  const { route } = useRouteMatch();
  const kind = routeKind(route.name);
  const canWrite = useCanWrite();
  return (
    <div data-testid="feed-create-page">
      <PageHeading />
      {!canWrite ? <ErrorState error={{ status: 403, key: 'REQUESTS.UNAUTHORIZED' }} /> : kind === null ? <KindChooser /> : <CreateForm kind={kind} />}
    </div>
  );
}

function KindChooser() {
  const { t } = useTranslation('feeds');
  const pathFor = useBrandPath();
  return (
    <ul className="grid gap-4 sm:grid-cols-2" data-testid="feed-kind-chooser">
      {FEED_KINDS.map((kind) => (
        <li key={kind}>
          <Link href={pathFor(`brand-feeds-create-${kind}`)} className={`flex h-full flex-col gap-2 rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:border-indigo-300 hover:shadow ${focusRing}`} data-testid={`choose-${kind}`}>
            <span className="flex items-center gap-2">
              <span className="text-base font-semibold text-slate-900">{t(`FEEDS_KINDS.${kind.toUpperCase()}_TITLE`)}</span>
              <KindBadge kind={kind} />
            </span>
            <span className="text-sm text-slate-600">{t(`FEEDS_KINDS.${kind.toUpperCase()}_TEXT`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function CreateForm({ kind }: { kind: FeedKind }) {
  const { t } = useTranslation('feeds');
  const pathFor = useBrandPath();
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">{t(`FEEDS_KINDS.${kind.toUpperCase()}_TEXT`)}</p>
      <FeedFormView key={kind} initial={emptyForm(kind)} feedId={null} cancelHref={pathFor('brand-feeds-create')} />
    </div>
  );
}
