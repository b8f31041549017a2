/**
 * /switch-brand/{brand?}: with a brand, go to that brand (the router switches the data layer;
 * this is also where GraphQL brand redirects land); without one, pick from the user's brands.
 */
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'wouter';
import { useRouteMatch } from '../../shell/router/route-context';
import { brandPath } from '../../shell/routes/brand-path';
import { PageHeading } from '../../shell/layouts/page-heading';
import { focusRing } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/page-states';
import { PageLoader } from '../../components/ui/spinner';
import { sessionAtom, useAtomValue } from '../../state';

export function SwitchBrandPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { params } = useRouteMatch();
  const session = useAtomValue(sessionAtom);
  const target = params.brand ?? null;

  useEffect(() => {
    if (target !== null) navigate(brandPath('brand-dashboard', { brand: target }), { replace: true });
  }, [navigate, target]);

  if (target !== null) return <PageLoader label={t('BRAND.LOADING')} />;
  return (
    <div data-testid="switch-brand-page">
      <PageHeading subtitle={t('SWITCH_BRAND.INTRO')} />
      {session.brands.length === 0 ? (
        <EmptyState>
          {t('SWITCH_BRAND.NONE')}
          {session.invites[0] ? (
            <>
              {' '}
              <Link href={brandPath('invite-hash', { hash: session.invites[0].hash })} className="font-medium text-indigo-700 underline">
                {t('SWITCH_BRAND.SEE_INVITES')}
              </Link>
            </>
          ) : null}
        </EmptyState>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {session.brands.map((brand) => (
            <li key={brand.identifier}>
              <Link href={brandPath('brand-dashboard', { brand: brand.identifier })} className={`block rounded-lg border border-slate-200 bg-white p-4 hover:border-indigo-300 hover:bg-indigo-50 ${focusRing}`}>
                <span className="block font-semibold text-slate-900">{brand.label}</span>
                <span className="block text-sm text-slate-500">{brand.identifier}</span>
                {brand.collaborativeMode ? <span className="mt-2 inline-block rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-800">{t('BRAND.COLLABORATIVE')}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
