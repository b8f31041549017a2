/** Where in the library the user is: from their root folder down to this one, each a link. */
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'wouter';
import type { AssetFolderHeader } from '../../../../worker/contract/assets';
import { focusRing } from '../../../components/ui/button';

export function LibraryBreadcrumbs({ listing, hrefOf }: { listing: AssetFolderHeader; hrefOf: (folderId: string) => string }) {
  const { t } = useTranslation('assets');
  const crumbs = listing.breadcrumbs;
  return (
    <nav aria-label={t('ASSETS_LIBRARY.PATH_LABEL')} data-testid="library-path">
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        {crumbs.map((crumb, i) => {
          const name = crumb.name === '/' ? t('ASSETS_LIBRARY.ROOT') : crumb.name;
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.id} className="flex items-center gap-1">
              {i > 0 ? (
                <span aria-hidden="true" className="text-slate-400">
                  /
                </span>
              ) : null}
              {last ? (
                <span aria-current="page" className="font-semibold text-slate-900">
                  {name}
                </span>
              ) : (
                <Link href={hrefOf(crumb.id)} className={`rounded text-indigo-700 hover:underline ${focusRing}`}>
                  {name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
