/** Brand settings → My team (only for users with a team; the route gate checks it). */
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../app/layouts/page-heading';
import { Card } from '../../components/ui/card';
import { useAtomValue } from '../../state';
import { brandUserAtom } from '../../state/derived';

export function MyTeamPage() {
  const { t } = useTranslation();
  const brandUser = useAtomValue(brandUserAtom);
  const team = brandUser?.team ?? null;
  return (
    <div className="max-w-2xl space-y-4" data-testid="my-team-page">
      <PageHeading />
      <Card title={t('MY_TEAM.TEAM')}>
        <p className="text-xl font-semibold text-slate-900">{team?.name ?? '—'}</p>
        <p className="mt-1 text-sm text-slate-600">{t('MY_TEAM.UPLOAD_ROOT', { id: brandUser?.uploadsRootDirectoryId ?? '—' })}</p>
      </Card>
      <p className="text-sm text-slate-600">{t('ABOUT.MY_TEAM')}</p>
    </div>
  );
}
