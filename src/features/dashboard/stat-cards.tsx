/**
 * Running renders, credit and storage at a glance. All three fall under the visibility rule of
 * spec section 6, so the dashboard shows them only when the header does. The credit figure keeps
 * the header's pace during a storm of renders (useShownBalance).
 */
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'wouter';
import { useBrandPath } from '../../shell/router/use-brand-path';
import { useBrandScoped } from '../../shell/router/use-brand-scope';
import { levelTone, storageLevel as storageLevelOf, type BalanceLevel } from '../../shell/rules/balance-level';
import { useShownBalance } from '../../shell/router/use-shown-balance';
import { focusRing } from '../../components/ui/button';
import { NamedIcon, type IconName } from '../../components/ui/icons';
import { formatBytes } from '../../lib/format-bytes';
import { formatNumber } from '../../lib/format-number';

function Stat({ icon, title, value, detail, to, linkLabel, tone, testId }: { icon: IconName; title: string; value: string; detail: string; to: string; linkLabel: string; tone: 'neutral' | 'warning' | 'danger'; testId: string }) {
  const toneClass = tone === 'danger' ? 'border-red-300 bg-red-50' : tone === 'warning' ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white';
  return (
    <section className={`flex flex-col rounded-lg border p-4 shadow-sm ${toneClass}`} data-testid={testId}>
      <h2 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-slate-600 uppercase">
        <NamedIcon name={icon} className="h-4 w-4" />
        {title}
      </h2>
      <p className="mt-2 text-3xl font-semibold text-slate-900">{value}</p>
      <p className="mt-1 flex-1 text-sm text-slate-600">{detail}</p>
      <Link href={to} className={`mt-3 self-start rounded text-sm font-medium text-indigo-700 hover:underline ${focusRing}`}>
        {linkLabel}
      </Link>
    </section>
  );
}

/** What the credit card says at each level of the credit rule. */
const CREDIT_DETAIL = {
  unknown: 'DASHBOARD.CREDIT_UNKNOWN',
  ok: 'DASHBOARD.CREDIT_OK',
  below100: 'DASHBOARD.CREDIT_LOW',
  below50: 'DASHBOARD.CREDIT_VERY_LOW',
  below5: 'DASHBOARD.CREDIT_CRITICAL',
} as const satisfies Record<BalanceLevel, string>;

export function StatCards() {
  const { t, i18n } = useTranslation();
  const pathFor = useBrandPath();
  const widget = useBrandScoped('builds')?.widget ?? null;
  const { balance, level: balanceLevel } = useShownBalance();
  const storage = useBrandScoped('storage')?.usage ?? null;
  const storageLevel = storageLevelOf(storage?.percentageInt ?? null);
  const running = widget?.unfinished ?? null;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Stat
        icon="renders"
        testId="stat-renders"
        title={t('DASHBOARD.RUNNING_RENDERS')}
        value={running === null ? '—' : formatNumber(running, i18n.language)}
        detail={widget ? t('DASHBOARD.RENDERS_DETAIL', { here: widget.unfinishedWithinEnvironment }) : t('COMMON.LOADING')}
        to={pathFor('brand-builds')}
        linkLabel={t('DASHBOARD.SEE_RENDERS')}
        tone="neutral"
      />
      <Stat
        icon="coins"
        testId="stat-credit"
        title={t('DASHBOARD.CREDIT')}
        value={balance === null ? '—' : formatNumber(balance, i18n.language)}
        detail={t(CREDIT_DETAIL[balanceLevel])}
        to={pathFor('brand-brand-settings-wallet')}
        linkLabel={t('DASHBOARD.OPEN_WALLET')}
        tone={levelTone(balanceLevel)}
      />
      <Stat
        icon="storage"
        testId="stat-storage"
        title={t('DASHBOARD.STORAGE')}
        value={storage === null ? '—' : `${storage.percentageInt} %`}
        detail={storage === null ? t('HEADER.STORAGE_UNKNOWN') : t('HEADER.STORAGE_DETAIL', { used: formatBytes(storage.used), total: formatBytes(storage.total) })}
        to={pathFor('brand-brand-settings-storage')}
        linkLabel={t('DASHBOARD.OPEN_STORAGE')}
        tone={levelTone(storageLevel)}
      />
    </div>
  );
}
