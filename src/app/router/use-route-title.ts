/**
 * A route's title for people: the route's title with its params ("Feed #11"), or, when the route
 * stands for one record (RouteDef.namesRecord), that record's own label as soon as the data
 * layer knows it ("Spring catalogue"). Labels come from the worker's per-brand label cache
 * (docs/resources.md), watched for the route's brand: nothing is asked before that brand is in
 * scope, and a rename shows at once.
 */
import { useTranslation } from '../../i18n/use-translation';
import { useRecordLabel } from '../../components/records/use-record-label';
import type { NamedRecord } from '../../shell/rules/breadcrumbs';
import type { RouteParams } from '../../shell/routes/route-types';

export function useRouteTitle(titleKey: string, params: RouteParams, record: NamedRecord | null): string {
  const { t } = useTranslation();
  const label = useRecordLabel(record?.resource ?? null, record?.id);
  // A record without a name is labelled "#id" (worker/domains/resources/wire.ts): the title says more.
  const named = label.status === 'found' && label.label.trim() !== '' && label.label !== `#${record?.id}`;
  return named ? label.label : t(titleKey, params);
}
