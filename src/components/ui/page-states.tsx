/**
 * The three states every data page has besides its content: loading, empty and failed. Texts are
 * translated here (area `resources`), so every page says them the same way. A failure names what
 * kind it is: not found (404), not allowed (403), no connection (the network key), or anything
 * else with the catalogue's message.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { QueryFailure } from '../../../worker/contract/queries';
import { Button } from './button';
import { PageLoader } from './spinner';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('resources');
  return <PageLoader label={label ?? t('RESOURCES_STATES.LOADING')} />;
}

/**
 * The one empty state. A page or a list says it with a title (and maybe a hint and an action): a
 * tall box. A panel says it in a sentence (children): a compact box that fits a card.
 */
export function EmptyState({ title, hint, action, children }: { title?: ReactNode; hint?: ReactNode; action?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation('resources');
  if (children !== undefined && title === undefined) {
    return (
      <div className="rounded-md border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600" data-testid="empty-state">
        {children}
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center" data-testid="empty-state">
      <p className="text-sm font-medium text-slate-800">{title ?? t('RESOURCES_STATES.EMPTY_TITLE')}</p>
      {hint ? <p className="max-w-md text-sm text-slate-600">{hint}</p> : null}
      {children}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}

type FailureKind = 'not-found' | 'forbidden' | 'network' | 'other';

/** What kind of failure a query's failure is (exported for pages that branch on it). */
export function failureKind(error: Pick<QueryFailure, 'status' | 'key'> | null | undefined): FailureKind {
  if (error?.status === 404) return 'not-found';
  if (error?.status === 403) return 'forbidden';
  if (error?.key === 'REQUESTS.NETWORK') return 'network';
  return 'other';
}

const TITLES: Readonly<Record<FailureKind, string>> = {
  'not-found': 'RESOURCES_STATES.NOT_FOUND_TITLE',
  forbidden: 'RESOURCES_STATES.FORBIDDEN_TITLE',
  network: 'RESOURCES_STATES.NETWORK_TITLE',
  other: 'RESOURCES_STATES.ERROR_TITLE',
};

const TEXTS: Readonly<Record<Exclude<FailureKind, 'other'>, string>> = {
  'not-found': 'RESOURCES_STATES.NOT_FOUND_TEXT',
  forbidden: 'RESOURCES_STATES.FORBIDDEN_TEXT',
  network: 'RESOURCES_STATES.NETWORK_TEXT',
};

export function ErrorState({ error, onRetry }: { error?: Pick<QueryFailure, 'status' | 'key'> | null; onRetry?: () => void }) {
  const { t } = useTranslation('resources');
  const kind = failureKind(error);
  const text = kind !== 'other' ? t(TEXTS[kind]) : t(error?.key ?? 'REQUESTS.FAILED_UNKNOWN', { status: error?.status ?? '', statusText: '' });
  return (
    <div role="alert" className="flex flex-col items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900" data-testid="error-state" data-kind={kind}>
      <p className="font-semibold">{t(TITLES[kind])}</p>
      <p>{text}</p>
      {onRetry && kind !== 'not-found' && kind !== 'forbidden' ? <RetryButton onRetry={onRetry} /> : null}
    </div>
  );
}

/** "Retry": loads what failed again (a live query's `retry`). */
export function RetryButton({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('resources');
  return (
    <Button variant="secondary" onClick={onRetry}>
      {t('RESOURCES_STATES.RETRY')}
    </Button>
  );
}
