/** Brand settings → Billing details (managers only: the route's roles and the server agree). */
import { useTranslation } from '../../i18n/use-translation';
import { PageHeading } from '../../shell/layouts/page-heading';
import { Card } from '../../components/ui/card';
import { QueryStates } from '../../components/ui/query-states';
import { useLiveQuery } from '../../data-client';
import { formatDateTime } from '../../lib/dates';
import { BillingForm } from './billing/billing-form';
import { EMPTY_BILLING } from './billing/billing-model';

const QUERY = { kind: 'brand-admin/billing-details' } as const;

export function BillingDetailsPage() {
  const { t } = useTranslation('brand-admin');
  const billing = useLiveQuery(QUERY);
  return (
    <div className="max-w-2xl space-y-4" data-testid="billing-details-page">
      <PageHeading subtitle={t('BRAND_ADMIN_BILLING.SUBTITLE')} />
      <QueryStates state={billing}>
        {({ details, updatedAt }) => (
          <Card
            title={t('BRAND_ADMIN_BILLING.TITLE')}
            action={
              updatedAt ? (
                <span className="text-xs text-slate-500" data-testid="billing-updated">
                  {t('BRAND_ADMIN_BILLING.UPDATED', { at: formatDateTime(updatedAt) })}
                </span>
              ) : null
            }
          >
            {details === null ? (
              <p className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="billing-empty">
                {t('BRAND_ADMIN_BILLING.EMPTY')}
              </p>
            ) : null}
            <BillingForm initial={details ?? EMPTY_BILLING} />
          </Card>
        )}
      </QueryStates>
    </div>
  );
}
