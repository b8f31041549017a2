/**
 * A manual feed's grid: columns (name and type) across the top, one row per product, cells
 * typed in place. Columns and rows can be added and removed; each cell carries its own problems
 * (a missing or repeated key) so a screen reader hears them with the cell. The grid scrolls
 * sideways in its own box: its fieldset is `min-w-0`, since a fieldset is at least as wide as
 * its content by default and would push the whole page sideways on a phone.
 */
import { useTranslation } from '../../../i18n/use-translation';
import type { AttributeType } from '../../../../worker/contract/feeds';
import type { FeedColumn } from '../../../../worker/domains/feeds/contract';
import { ATTRIBUTE_TYPES } from '../feed-options';
import { Button } from '../../../components/ui/button';
import { describedBy, inputClass, ProblemList, type FieldProblem } from '../../../components/ui/form-field';
import { NameAndCurrency } from './common-fields';
import { NEW_COLUMN_TYPE, type ManualForm, type Problems } from './feed-form-model';
import { problemsOf } from './use-feed-form';
import { DataTable } from '../../../components/ui/data-table';

export function ManualFields({ form, problems, onChange }: { form: ManualForm; problems: Problems; onChange: (next: Partial<ManualForm>) => void }) {
  const { t } = useTranslation('feeds');
  const setColumn = (i: number, next: Partial<FeedColumn>) => onChange({ columns: form.columns.map((c, j) => (j === i ? { ...c, ...next } : c)) });
  const removeColumn = (i: number) => onChange({ columns: form.columns.filter((_, j) => j !== i), rows: form.rows.map((row) => row.filter((_, j) => j !== i)) });
  const addColumn = () => onChange({ columns: [...form.columns, { name: '', type: NEW_COLUMN_TYPE }], rows: form.rows.map((row) => [...row, '']) });
  const setCell = (r: number, c: number, value: string) => onChange({ rows: form.rows.map((row, i) => (i === r ? form.columns.map((_, j) => (j === c ? value : (row[j] ?? ''))) : row)) });
  const addRow = () => onChange({ rows: [...form.rows, form.columns.map(() => '')] });
  const removeRow = (r: number) => onChange({ rows: form.rows.filter((_, i) => i !== r) });
  const columnsProblems = problemsOf(problems, 'columns');
  const cell = (r: number, c: number, name: string, own: readonly FieldProblem[], price: boolean) => {
    const id = `cell-${r}-${c}`;
    const extra = price ? { inputMode: 'decimal' as const, placeholder: '0.00' } : {};
    return <input id={id} aria-label={t('FEEDS_FORM.CELL', { row: r + 1, column: name || c + 1 })} value={form.rows[r]?.[c] ?? ''} onChange={(e) => setCell(r, c, e.target.value)} className={`${inputClass(own.length > 0)}${price ? ' pr-12' : ''}`} {...extra} {...describedBy(id, own)} />;
  };

  return (
    <div className="space-y-4">
      <NameAndCurrency name={form.name} currency={form.currency} problems={problems} onChange={onChange} />
      <fieldset className="min-w-0 space-y-2">
        <legend className="text-sm font-medium text-slate-800">{t('FEEDS_FORM.GRID')}</legend>
        <p className="text-xs text-slate-500">{t('FEEDS_FORM.GRID_HINT')}</p>
        <ProblemList id="feed-columns" problems={columnsProblems} compact ns="feeds" />
        <DataTable
          testId="manual-grid"
          caption={t('FEEDS_FORM.GRID')}
          rows={form.rows}
          rowKey={(_row, r) => r}
          rowTestId="manual-row"
          columns={[
            { key: 'number', header: '#', headerClassName: 'w-10', align: 'center', className: 'text-xs text-slate-500', cell: (_row, r) => r + 1 },
            ...form.columns.map((column, c) => {
              const id = `column-${c}-name`;
              const own = problemsOf(problems, `columns.${c}.name`);
              return {
                key: `column-${c}`,
                headerClassName: 'min-w-40 align-top font-normal normal-case tracking-normal',
                header: (
                  <>
                    <label htmlFor={id} className="sr-only">{t('FEEDS_FORM.COLUMN_NAME', { n: c + 1 })}</label>
                    <input id={id} value={column.name} onChange={(e) => setColumn(c, { name: e.target.value })} className={inputClass(own.length > 0)} {...describedBy(id, own)} />
                    <ProblemList id={id} problems={own} compact ns="feeds" />
                    <div className="mt-1 flex items-center gap-1">
                      <label htmlFor={`column-${c}-type`} className="sr-only">{t('FEEDS_FORM.COLUMN_TYPE', { n: c + 1 })}</label>
                      <select id={`column-${c}-type`} value={column.type} onChange={(e) => setColumn(c, { type: e.target.value as AttributeType })} className="rounded border border-slate-300 px-1 py-0.5 text-xs">
                        {ATTRIBUTE_TYPES.map((type) => (
                          <option key={type} value={type}>
                            {t(`FEEDS_TYPES.${type.toUpperCase()}`)}
                          </option>
                        ))}
                      </select>
                      <Button variant="ghost" className="px-1.5 py-0.5 text-xs" onClick={() => removeColumn(c)} aria-label={t('FEEDS_FORM.REMOVE_COLUMN', { name: column.name || c + 1 })} disabled={form.columns.length === 1}>
                        ✕
                      </Button>
                    </div>
                  </>
                ),
                className: 'align-top',
                cell: (_row: readonly string[], r: number) => {
                  const cellId = `cell-${r}-${c}`;
                  const cellProblems = problemsOf(problems, `rows.${r}.${column.name.trim()}`);
                  return (
                    <>
                      {column.type === 'price' ? (
                        // The feed's currency sits in the cell: "12.50" is 12.50 of it unless the text names another.
                        <div className="relative">
                          {cell(r, c, column.name, cellProblems, true)}
                          <span className="pointer-events-none absolute inset-y-0 right-2 flex items-center text-xs text-slate-500" data-testid={`${cellId}-currency`}>
                            {form.currency}
                          </span>
                        </div>
                      ) : (
                        cell(r, c, column.name, cellProblems, false)
                      )}
                      <ProblemList id={cellId} problems={cellProblems} compact ns="feeds" />
                    </>
                  );
                },
              };
            }),
            {
              key: 'actions',
              header: t('FEEDS_FORM.ROW_ACTIONS'),
              srOnlyHeader: true,
              className: 'align-top',
              cell: (_row, r) => (
                <Button variant="ghost" className="px-1.5 text-xs" onClick={() => removeRow(r)} aria-label={t('FEEDS_FORM.REMOVE_ROW', { n: r + 1 })}>
                  ✕
                </Button>
              ),
            },
          ]}
        />
        <div className="flex gap-2">
          <Button variant="secondary" onClick={addRow} data-testid="add-row">
            {t('FEEDS_FORM.ADD_ROW')}
          </Button>
          <Button variant="secondary" onClick={addColumn} data-testid="add-column">
            {t('FEEDS_FORM.ADD_COLUMN')}
          </Button>
        </div>
      </fieldset>
    </div>
  );
}
