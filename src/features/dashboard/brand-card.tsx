/** The brand in scope and the user's place in it: role, team, mode, language and modules. */
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'wouter';
import { roleLabelKey } from '../../shell/rules/roles';
import { moduleLinks } from '../../shell/rules/nav-items';
import { useCurrentBrand } from '../../shell/router/use-brand-path';
import { useDisplayedBrandUser } from '../../shell/router/use-brand-scope';
import { focusRing } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DetailRow } from '../../components/ui/detail-row';
import { ManagerBadge } from '../../components/ui/manager-badge';

export function BrandCard() {
  const { t } = useTranslation();
  const brandUser = useDisplayedBrandUser();
  const brand = useCurrentBrand();
  if (brandUser === null) return null;
  const modules = moduleLinks(brand, brandUser);
  const row = (label: string, value: React.ReactNode) => <DetailRow label={label}>{value}</DetailRow>;
  return (
    <Card title={t('DASHBOARD.BRAND')}>
      <dl className="divide-y divide-slate-100" data-testid="brand-card">
        {row(t('BRAND.LABEL'), brandUser.brand.label)}
        {row(t('BRAND.IDENTIFIER'), <span className="font-mono">{brandUser.brand.identifier}</span>)}
        {row(
          t('BRAND.YOUR_ROLE'),
          <span className="inline-flex items-center gap-1">
            {t(roleLabelKey(brandUser.primaryRole))}
            {brandUser.primaryRole === 'manager' ? <ManagerBadge /> : null}
          </span>,
        )}
        {row(t('BRAND.TEAM'), brandUser.team?.name ?? t('BRAND.NO_TEAM'))}
        {row(t('BRAND.MODE'), brandUser.brand.collaborativeMode ? t('BRAND.COLLABORATIVE') : t('BRAND.STANDARD'))}
        {row(t('BRAND.LANGUAGE'), brandUser.brand.languageCode ?? '—')}
        {row(
          t('NAV.MODULES'),
          modules.length === 0 ? (
            t('BRAND.NO_MODULES')
          ) : (
            <span className="flex flex-wrap justify-end gap-2">
              {modules.map((module) => (
                <Link key={module.to} href={module.to} className={`rounded text-indigo-700 hover:underline ${focusRing}`}>
                  {module.label}
                </Link>
              ))}
            </span>
          ),
        )}
      </dl>
    </Card>
  );
}
