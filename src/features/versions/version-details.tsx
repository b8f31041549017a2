/** The version at a glance: its template, number, dates, the approval comment and its preview. */
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'wouter';
import type { Visual, VisualVersion } from '../../../worker/contract/creatives';
import { useBrandPath } from '../../shell/router/use-brand-path';
import { focusRing } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DetailRow as Row } from '../../components/ui/detail-row';
import { formatDateTime } from '../../lib/dates';
import { RESIZES_ROUTE, TEMPLATE_ROUTE, TESTER_ROUTE } from './version-routes';


export function VersionDetails({ visual, version }: { visual: Visual; version: VisualVersion }) {
  const { t } = useTranslation('versions');
  const pathTo = useBrandPath();
  const link = `text-indigo-700 underline-offset-2 hover:underline ${focusRing}`;
  return (
    <Card title={t('VERSIONS.DETAILS_TITLE')}>
      <dl className="divide-y divide-slate-100" data-testid="version-details">
        <Row label={t('VERSIONS.TEMPLATE')}>
          <Link href={pathTo(TEMPLATE_ROUTE, { visualId: visual.id })} className={link}>
            {visual.name}
          </Link>
        </Row>
        <Row label={t('VERSIONS.NUMBER')}>{version.number}</Row>
        <Row label={t('VERSIONS.CREATED')}>{formatDateTime(version.createdAt)}</Row>
        <Row label={t('VERSIONS.UPDATED')}>{formatDateTime(version.updatedAt)}</Row>
        {version.approvalComment ? <Row label={t('VERSIONS.APPROVAL_COMMENT')}>{version.approvalComment}</Row> : null}
        <Row label={t('VERSIONS.PREVIEW')}>
          {version.previewUrl ? (
            <Link href={pathTo(TESTER_ROUTE, { visualId: visual.id, visualVersionId: version.id })} className={link}>
              {t('VERSIONS.OPEN_TESTER')}
            </Link>
          ) : (
            t('VERSIONS.NO_PREVIEW')
          )}
        </Row>
        <Row label={t('VERSIONS.SIZES')}>
          <Link href={pathTo(RESIZES_ROUTE, { visualId: visual.id })} className={link}>
            {t('VERSIONS.SIZES_COUNT', { count: visual.sizes.length })}
          </Link>
        </Row>
      </dl>
    </Card>
  );
}
