/**
 * Pushing products into the feed from another system: the endpoint, the feed's API token
 * (masked until revealed) and a curl example. Managers and developers only: the token writes.
 */
import { useTranslation } from '../../../i18n/use-translation';
import type { FeedDetail } from '../../../../worker/domains/feeds/contract';
import { useDisplayedBrandUser } from '../../../shell/router/use-brand-scope';
import { ErrorState } from '../../../components/ui/page-states';
import { CopyField } from './copy-field';
import { managesIntegrations } from './feed-tabs';
import { RegenerateButton } from './regenerate-button';

export function pushUrl(origin: string, feedId: string): string {
  return `${origin}/feed-api/v1/feeds/${feedId}/products`;
}

export function curlExample(url: string, token: string, key: string): string {
  const body = JSON.stringify({ products: [{ [key]: 'SKU-1', name: 'Example product', price: '19.90 EUR' }] });
  return `curl -X POST '${url}' \\\n  -H 'Authorization: Bearer ${token}' \\\n  -H 'Content-Type: application/json' \\\n  -d '${body}'`;
}

export function ApiTab({ feed }: { feed: FeedDetail }) {
  const { t } = useTranslation('feeds');
  const role = useDisplayedBrandUser()?.primaryRole ?? null;
  if (!managesIntegrations(role) || feed.apiToken === null) return <ErrorState error={{ status: 403, key: 'REQUESTS.UNAUTHORIZED' }} />;
  const url = pushUrl(window.location.origin, feed.id);
  const key = feed.attributes[0]?.name ?? 'sku';
  return (
    <div className="max-w-3xl space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm" data-testid="feed-api">
      <p className="text-sm text-slate-600">{t('FEEDS_ACCESS.API_HINT', { key })}</p>
      <CopyField id="api-endpoint" label={t('FEEDS_ACCESS.API_ENDPOINT')} value={url} />
      <CopyField id="api-token" label={t('FEEDS_ACCESS.API_TOKEN')} value={feed.apiToken} secret />
      <RegenerateButton feedId={feed.id} action="regenerate-api-token" testId="regenerate-api-token" />
      <div>
        <h3 className="mb-1 text-sm font-medium text-slate-800">{t('FEEDS_ACCESS.CURL')}</h3>
        <pre className="overflow-x-auto rounded-md bg-slate-900 p-3 text-xs text-slate-100" data-testid="api-curl">
          {curlExample(url, t('FEEDS_ACCESS.TOKEN_PLACEHOLDER'), key)}
        </pre>
      </div>
    </div>
  );
}
