/**
 * Previous / next through a list's pages, with where the user is. A page may name its own pages
 * ("Page 2 of 5 (48 transactions)") and the navigation; the rest is the same everywhere.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { ResourcePageMeta } from '../../../worker/contract/page';
import { Button } from './button';

export function Pagination({ meta, onPage, label, summary, summaryTestId }: { meta: Pick<ResourcePageMeta, 'page' | 'lastPage' | 'total'>; onPage: (page: number) => void; label?: string; summary?: ReactNode; summaryTestId?: string }) {
  const { t } = useTranslation();
  const lastPage = Math.max(1, meta.lastPage);
  return (
    <nav aria-label={label ?? t('RESOURCES.PAGINATION')} className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
      <span data-testid={summaryTestId}>{summary ?? t('RESOURCES.PAGE_OF', { page: meta.page, lastPage, total: meta.total })}</span>
      <span className="flex gap-2">
        <Button variant="secondary" disabled={meta.page <= 1} onClick={() => onPage(meta.page - 1)}>
          {t('RESOURCES.PREVIOUS')}
        </Button>
        <Button variant="secondary" disabled={meta.page >= lastPage} onClick={() => onPage(meta.page + 1)}>
          {t('RESOURCES.NEXT')}
        </Button>
      </span>
    </nav>
  );
}
