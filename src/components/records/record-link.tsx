/**
 * A reference to another record, shown by its label (never its raw id): a link when the record
 * has a page, a fixed-width skeleton while the label is on its way (the row does not jump), and a
 * muted "deleted record" when the server no longer knows it.
 */
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'wouter';
import type { ResourceName } from '../../../worker/domains/resources/contract';
import { focusRing } from '../../components/ui/button';
import { useRecordLabel } from './use-record-label';

export function RecordLink({ resource, id, to }: { resource: ResourceName; id: string | number | null | undefined; to?: string | null }) {
  const { t } = useTranslation('resources');
  const state = useRecordLabel(resource, id);
  if (id === null || id === undefined || id === '') return <span className="text-slate-400">–</span>;
  switch (state.status) {
    case 'loading':
      return (
        <span className="inline-flex align-middle" data-testid="record-link-loading">
          <span className="inline-block h-4 w-24 animate-pulse rounded bg-slate-200" aria-hidden="true" />
          <span className="sr-only">{t('RESOURCES_LABELS.LOADING')}</span>
        </span>
      );
    case 'missing':
      return <span className="text-slate-400 italic">{t('RESOURCES_LABELS.DELETED')}</span>;
    case 'error':
      return <span className="text-slate-400 italic">{t('RESOURCES_LABELS.UNAVAILABLE')}</span>;
    case 'found':
      return to ? (
        <Link href={to} className={`rounded text-indigo-700 hover:underline ${focusRing}`}>
          {state.label}
        </Link>
      ) : (
        <span>{state.label}</span>
      );
  }
}
