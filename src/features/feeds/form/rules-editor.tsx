/**
 * A derived feed's rules: filters (column, operator, value) keep the source's products that pass
 * all of them; transforms (rename a column, join columns into a new one) run in order.
 */
import { useTranslation } from '../../../i18n/use-translation';
import type { FilterOp } from '../../../../worker/contract/feeds';
import type { FeedRules, FeedTransform } from '../../../../worker/domains/feeds/contract';
import { FILTER_OPS } from '../feed-options';
import { Button } from '../../../components/ui/button';
import { describedBy, inputClass, ProblemList, type FieldProblem } from '../../../components/ui/form-field';
import { OPS_WITHOUT_VALUE, type Problems } from './feed-form-model';
import { problemsOf } from './use-feed-form';

function ColumnSelect({ id, label, value, columns, problems, onChange }: { id: string; label: string; value: string; columns: readonly string[]; problems: readonly FieldProblem[]; onChange: (column: string) => void }) {
  const { t } = useTranslation('feeds');
  const known = value === '' || columns.includes(value);
  return (
    <div className="min-w-36 flex-1">
      <label htmlFor={id} className="sr-only">{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass(problems.length > 0)} {...describedBy(id, problems)}>
        <option value="">{t('FEEDS_RULES.PICK_COLUMN')}</option>
        {columns.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
        {known ? null : <option value={value}>{value}</option>}
      </select>
      <ProblemList id={id} problems={problems} compact ns="feeds" />
    </div>
  );
}

export function RulesEditor({ rules, columns, problems, onChange }: { rules: FeedRules; columns: readonly string[]; problems: Problems; onChange: (rules: FeedRules) => void }) {
  const { t } = useTranslation('feeds');
  const setFilter = (i: number, next: Partial<FeedRules['filters'][number]>) => onChange({ ...rules, filters: rules.filters.map((f, j) => (j === i ? { ...f, ...next } : f)) });
  const setTransform = (i: number, next: FeedTransform) => onChange({ ...rules, transforms: rules.transforms.map((x, j) => (j === i ? next : x)) });
  // Columns a transform may use: the source's, renamed and joined by the transforms before it.
  const available = (upTo: number) => {
    let names = [...columns];
    for (const x of rules.transforms.slice(0, upTo)) names = x.type === 'rename' ? names.map((n) => (n === x.column ? x.to : n)) : names.includes(x.to) ? names : [...names, x.to];
    return names.filter((n) => n !== '');
  };

  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="sr-only">{t('FEEDS_RULES.TITLE')}</legend>
      <section className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-800">{t('FEEDS_RULES.FILTERS')}</h3>
        <p className="text-xs text-slate-500">{t('FEEDS_RULES.FILTERS_HINT')}</p>
        {rules.filters.map((f, i) => {
          const base = `rule-filter-${i}`;
          const valueProblems = problemsOf(problems, `rules.filters.${i}.value`);
          return (
            <div key={i} className="flex flex-wrap items-start gap-2" data-testid="rule-filter">
              <ColumnSelect id={`${base}-column`} label={t('FEEDS_RULES.FILTER_COLUMN', { n: i + 1 })} value={f.column} columns={columns} problems={problemsOf(problems, `rules.filters.${i}.column`)} onChange={(column) => setFilter(i, { column })} />
              <div>
                <label htmlFor={`${base}-op`} className="sr-only">{t('FEEDS_RULES.FILTER_OP', { n: i + 1 })}</label>
                <select id={`${base}-op`} value={f.op} onChange={(e) => setFilter(i, { op: e.target.value as FilterOp })} className={inputClass(false)}>
                  {FILTER_OPS.map((op) => (
                    <option key={op} value={op}>
                      {t(`FEEDS_RULES.OP_${op.toUpperCase()}`)}
                    </option>
                  ))}
                </select>
              </div>
              {OPS_WITHOUT_VALUE.includes(f.op) ? null : (
                <div className="min-w-36 flex-1">
                  <label htmlFor={`${base}-value`} className="sr-only">{t('FEEDS_RULES.FILTER_VALUE', { n: i + 1 })}</label>
                  <input id={`${base}-value`} value={f.value} onChange={(e) => setFilter(i, { value: e.target.value })} placeholder={t('FEEDS_RULES.VALUE')} className={inputClass(valueProblems.length > 0)} {...describedBy(`${base}-value`, valueProblems)} />
                  <ProblemList id={`${base}-value`} problems={valueProblems} compact ns="feeds" />
                </div>
              )}
              <Button variant="ghost" onClick={() => onChange({ ...rules, filters: rules.filters.filter((_, j) => j !== i) })} aria-label={t('FEEDS_RULES.REMOVE_FILTER', { n: i + 1 })}>
                ✕
              </Button>
            </div>
          );
        })}
        <Button variant="secondary" onClick={() => onChange({ ...rules, filters: [...rules.filters, { column: '', op: 'equals', value: '' }] })} data-testid="add-filter">
          {t('FEEDS_RULES.ADD_FILTER')}
        </Button>
      </section>
      <section className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-800">{t('FEEDS_RULES.TRANSFORMS')}</h3>
        <p className="text-xs text-slate-500">{t('FEEDS_RULES.TRANSFORMS_HINT')}</p>
        {rules.transforms.map((x, i) => {
          const base = `rule-transform-${i}`;
          const toProblems = problemsOf(problems, `rules.transforms.${i}.to`);
          const names = available(i);
          return (
            <div key={i} className="flex flex-wrap items-start gap-2 rounded-md border border-slate-200 p-2" data-testid="rule-transform">
              <span className="pt-2 text-xs font-semibold text-slate-600 uppercase">{t(x.type === 'rename' ? 'FEEDS_RULES.RENAME' : 'FEEDS_RULES.CONCAT')}</span>
              {x.type === 'rename' ? (
                <ColumnSelect id={`${base}-column`} label={t('FEEDS_RULES.RENAME_COLUMN', { n: i + 1 })} value={x.column} columns={names} problems={problemsOf(problems, `rules.transforms.${i}.column`)} onChange={(column) => setTransform(i, { ...x, column })} />
              ) : (
                <>
                  {[0, 1].map((k) => (
                    <ColumnSelect
                      key={k}
                      id={`${base}-columns-${k}`}
                      label={t('FEEDS_RULES.CONCAT_COLUMN', { n: i + 1, k: k + 1 })}
                      value={x.columns[k] ?? ''}
                      columns={names}
                      problems={k === 0 ? problemsOf(problems, `rules.transforms.${i}.columns`) : []}
                      onChange={(column) => setTransform(i, { ...x, columns: [0, 1].map((j) => (j === k ? column : (x.columns[j] ?? ''))) })}
                    />
                  ))}
                  <div className="w-20">
                    <label htmlFor={`${base}-separator`} className="sr-only">{t('FEEDS_RULES.SEPARATOR', { n: i + 1 })}</label>
                    <input id={`${base}-separator`} value={x.separator} onChange={(e) => setTransform(i, { ...x, separator: e.target.value })} placeholder={t('FEEDS_RULES.SEPARATOR_SHORT')} className={inputClass(false)} />
                  </div>
                </>
              )}
              <span className="pt-2 text-sm text-slate-500" aria-hidden="true">→</span>
              <div className="min-w-36 flex-1">
                <label htmlFor={`${base}-to`} className="sr-only">{t('FEEDS_RULES.TARGET', { n: i + 1 })}</label>
                <input id={`${base}-to`} value={x.to} onChange={(e) => setTransform(i, { ...x, to: e.target.value })} placeholder={t('FEEDS_RULES.TARGET_PLACEHOLDER')} className={inputClass(toProblems.length > 0)} {...describedBy(`${base}-to`, toProblems)} />
                <ProblemList id={`${base}-to`} problems={toProblems} compact ns="feeds" />
              </div>
              <Button variant="ghost" onClick={() => onChange({ ...rules, transforms: rules.transforms.filter((_, j) => j !== i) })} aria-label={t('FEEDS_RULES.REMOVE_TRANSFORM', { n: i + 1 })}>
                ✕
              </Button>
            </div>
          );
        })}
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => onChange({ ...rules, transforms: [...rules.transforms, { type: 'rename', column: '', to: '' }] })}>
            {t('FEEDS_RULES.ADD_RENAME')}
          </Button>
          <Button variant="secondary" onClick={() => onChange({ ...rules, transforms: [...rules.transforms, { type: 'concat', columns: ['', ''], separator: ' ', to: '' }] })}>
            {t('FEEDS_RULES.ADD_CONCAT')}
          </Button>
        </div>
      </section>
    </fieldset>
  );
}
