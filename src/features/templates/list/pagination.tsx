/** Previous / next through a list's pages, with where the user is. */
import { useTranslation } from 'react-i18next';
import type { ResourcePageMeta } from '../../../../worker/contract/page';
import { Button } from '../../../components/ui/button';

export function Pagination({ meta, onPage }: { meta: ResourcePageMeta; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const lastPage = Math.max(1, meta.lastPage);
  return (
    <nav aria-label={t('RESOURCES.PAGINATION')} className="mt-4 flex items-center justify-between text-sm text-slate-600">
      <span>{t('RESOURCES.PAGE_OF', { page: meta.page, lastPage, total: meta.total })}</span>
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
