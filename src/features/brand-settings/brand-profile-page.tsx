/** Brand settings → Brand profile: the brand as the data layer knows it. */
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../app/layouts/page-heading';
import { BrandCard } from '../dashboard/brand-card';

export function BrandProfilePage() {
  const { t } = useTranslation();
  return (
    <div className="max-w-2xl space-y-4" data-testid="brand-profile-page">
      <PageHeading />
      <BrandCard />
      <p className="text-sm text-slate-600">{t('ABOUT.BRAND_PROFILE')}</p>
    </div>
  );
}
