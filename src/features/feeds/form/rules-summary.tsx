/** A derived feed's rules in words, for a role that cannot change them: sentences, not disabled inputs. */
import { useTranslation } from '../../../i18n/use-translation';
import type { FeedRules } from '../../../../worker/domains/feeds/contract';
import { OPS_WITHOUT_VALUE } from './feed-form-model';

export function RulesSummary({ rules }: { rules: FeedRules }) {
  const { t } = useTranslation('feeds');
  return (
    <div className="space-y-4" data-testid="rules-summary">
      <section className="space-y-1">
        <h3 className="text-sm font-semibold text-slate-800">{t('FEEDS_RULES.FILTERS')}</h3>
        {rules.filters.length === 0 ? (
          <p className="text-sm text-slate-600">{t('FEEDS_RULES.NO_FILTERS')}</p>
        ) : (
          <ul className="list-disc space-y-0.5 pl-5 text-sm text-slate-900">
            {rules.filters.map((f, i) => (
              <li key={i} data-testid="rule-filter-value">
                {t(OPS_WITHOUT_VALUE.includes(f.op) ? 'FEEDS_RULES.READ_FILTER_NO_VALUE' : 'FEEDS_RULES.READ_FILTER', { column: f.column, op: t(`FEEDS_RULES.OP_${f.op.toUpperCase()}`), value: f.value })}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="space-y-1">
        <h3 className="text-sm font-semibold text-slate-800">{t('FEEDS_RULES.TRANSFORMS')}</h3>
        {rules.transforms.length === 0 ? (
          <p className="text-sm text-slate-600">{t('FEEDS_RULES.NO_TRANSFORMS')}</p>
        ) : (
          <ol className="list-decimal space-y-0.5 pl-5 text-sm text-slate-900">
            {rules.transforms.map((x, i) => (
              <li key={i} data-testid="rule-transform-value">
                {x.type === 'rename' ? t('FEEDS_RULES.READ_RENAME', { column: x.column, to: x.to }) : t('FEEDS_RULES.READ_CONCAT', { columns: x.columns.join(', '), separator: x.separator, to: x.to })}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
