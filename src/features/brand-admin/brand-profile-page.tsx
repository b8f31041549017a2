/**
 * Brand settings → Brand profile: the brand's facts (everyone), its label and language (managers
 * edit them), and the person's own audio uploads (docs/brand-admin.md explains the placement).
 */
import { useTranslation } from '../../i18n/use-translation';
import { PageHeading } from '../../shell/layouts/page-heading';
import { LoadingState } from '../../components/ui/page-states';
import { useAtomValue } from '../../state';
import { brandUserAtom, isGodlikeAtom } from '../../state/derived';
import { AudioUploadCard } from './audio/audio-upload-card';
import { BrandFacts } from './profile/brand-facts';
import { BrandProfileForm } from './profile/brand-profile-form';

export function BrandProfilePage() {
  const { t } = useTranslation('brand-admin');
  const brandUser = useAtomValue(brandUserAtom);
  const godlike = useAtomValue(isGodlikeAtom);
  if (brandUser === null) return <LoadingState />;
  const manager = brandUser.primaryRole === 'manager' || godlike;
  return (
    <div className="max-w-3xl space-y-4" data-testid="brand-profile-page">
      <PageHeading subtitle={t('BRAND_ADMIN_PROFILE.SUBTITLE')} />
      <BrandFacts brandUser={brandUser} manager={manager} />
      {/* Keyed by the brand: a brand switch starts the form from that brand's values. */}
      {manager ? <BrandProfileForm key={brandUser.brand.identifier} brandUser={brandUser} /> : null}
      <AudioUploadCard />
    </div>
  );
}
