/**
 * /{brand}/modules/{moduleUrl?}: a brand module in a frame, full bleed (no padding, no credit or
 * storage alerts). The link is base64 in the URL and was checked by the route's validate to be
 * http(s); it must also be one of the brand's own modules, so a crafted link cannot frame an
 * arbitrary site inside the product. Without a link: the list of the brand's modules.
 */
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'wouter';
import { PageHeading } from '../../shell/layouts/page-heading';
import { useRouteMatch } from '../../shell/router/route-context';
import { useCurrentBrand } from '../../shell/router/use-brand-path';
import { moduleLinks } from '../../shell/rules/nav-items';
import { ErrorPage } from '../../shell/errors/error-page';
import { focusRing } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/page-states';
import { decodeModuleUrl } from '../../lib/module-url';
import { useAtomValue } from '../../state';
import { brandUserAtom } from '../../state/derived';

export function ModulesPage() {
  const { t } = useTranslation();
  const { params } = useRouteMatch();
  const brand = useCurrentBrand();
  const brandUser = useAtomValue(brandUserAtom);
  const href = decodeModuleUrl(params.moduleUrl);
  const modules = brandUser?.brand.modules ?? [];

  if (params.moduleUrl === undefined) {
    const links = moduleLinks(brand, brandUser);
    return (
      <div className="px-6 pt-2 pb-6" data-testid="modules-page">
        <PageHeading />
        {links.length === 0 ? (
          <EmptyState>{t('MODULES.NONE')}</EmptyState>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {links.map((module) => (
              <li key={module.to}>
                <Link href={module.to} className={`block rounded-lg border border-slate-200 bg-white p-4 font-medium text-indigo-700 hover:border-indigo-300 ${focusRing}`}>
                  {module.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }

  const module = modules.find((candidate) => safeEqualUrl(candidate.href, href));
  if (href === null || module === undefined) return <ErrorPage status={404} />;
  return (
    <iframe
      title={t('MODULES.FRAME_TITLE', { name: module.label })}
      src={href}
      className="h-full min-h-[calc(100vh-8rem)] w-full border-0"
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-downloads"
      referrerPolicy="no-referrer"
      data-testid="module-frame"
    />
  );
}

function safeEqualUrl(a: string, b: string | null): boolean {
  if (b === null) return false;
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return false;
  }
}
