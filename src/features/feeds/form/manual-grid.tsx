/**
 * A manual feed's grid: columns (name and type) across the top, one row per product, cells
 * typed in place. Columns and rows can be added and removed; each cell carries its own problems
 * (a missing or repeated key) so a screen reader hears them with the cell.
 */
import { useTranslation } from 'react-i18next';
import type { AttributeType, FeedColumn } from '../../../../worker/contract/feeds';
import { ATTRIBUTE_TYPES } from '../feed-options';
import { Button } from '../../../components/ui/button';
import { describedBy, inputClass, type FieldProblem } from '../../../components/ui/form-field';
import { NameAndCurrency } from './common-fields';
import { NEW_COLUMN_TYPE, type ManualForm, type Problems } from './feed-form-model';
import { problemsOf } from './use-feed-form';

function CellProblems({ id, problems }: { id: string; problems: readonly FieldProblem[] }) {
  const { t } = useTranslation('feeds');
  if (problems.length === 0) return null;
  return (
    <ul id={`${id}-problems`} className="mt-0.5 text-xs text-red-700" data-testid={`${id}-problems`}>
      {problems.map((p, i) => (
        <li key={i}>{'text' in p ? p.text : t(p.key, p.params)}</li>
      ))}
    </ul>
  );
}

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
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">{t('FEEDS_FORM.GRID')}</legend>
        <p className="text-xs text-slate-500">{t('FEEDS_FORM.GRID_HINT')}</p>
        <CellProblems id="feed-columns" problems={columnsProblems} />
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="min-w-full text-sm" data-testid="manual-grid">
            <caption className="sr-only">{t('FEEDS_FORM.GRID')}</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className="w-10 px-2 py-2 text-xs text-slate-500">#</th>
                {form.columns.map((column, i) => {
                  const id = `column-${i}-name`;
                  const own = problemsOf(problems, `columns.${i}.name`);
                  return (
                    <th key={i} scope="col" className="min-w-40 px-2 py-2 text-left align-top font-normal">
                      <label htmlFor={id} className="sr-only">{t('FEEDS_FORM.COLUMN_NAME', { n: i + 1 })}</label>
                      <input id={id} value={column.name} onChange={(e) => setColumn(i, { name: e.target.value })} className={inputClass(own.length > 0)} {...describedBy(id, own)} />
                      <CellProblems id={id} problems={own} />
                      <div className="mt-1 flex items-center gap-1">
                        <label htmlFor={`column-${i}-type`} className="sr-only">{t('FEEDS_FORM.COLUMN_TYPE', { n: i + 1 })}</label>
                        <select id={`column-${i}-type`} value={column.type} onChange={(e) => setColumn(i, { type: e.target.value as AttributeType })} className="rounded border border-slate-300 px-1 py-0.5 text-xs">
                          {ATTRIBUTE_TYPES.map((type) => (
                            <option key={type} value={type}>
                              {t(`FEEDS_TYPES.${type.toUpperCase()}`)}
                            </option>
                          ))}
                        </select>
                        <Button variant="ghost" className="px-1.5 py-0.5 text-xs" onClick={() => removeColumn(i)} aria-label={t('FEEDS_FORM.REMOVE_COLUMN', { name: column.name || i + 1 })} disabled={form.columns.length === 1}>
                          ✕
                        </Button>
                      </div>
                    </th>
                  );
                })}
                <th scope="col" className="px-2 py-2">
                  <span className="sr-only">{t('FEEDS_FORM.ROW_ACTIONS')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {form.rows.map((_row, r) => (
                <tr key={r} data-testid="manual-row">
                  <td className="px-2 py-1 text-center text-xs text-slate-500">{r + 1}</td>
                  {form.columns.map((column, c) => {
                    const id = `cell-${r}-${c}`;
                    const own = problemsOf(problems, `rows.${r}.${column.name.trim()}`);
                    return (
                      <td key={c} className="px-2 py-1 align-top">
                        {column.type === 'price' ? (
                          // The feed's currency sits in the cell: "12.50" is 12.50 of it unless the text names another.
                          <div className="relative">
                            {cell(r, c, column.name, own, true)}
                            <span className="pointer-events-none absolute inset-y-0 right-2 flex items-center text-xs text-slate-500" data-testid={`${id}-currency`}>
                              {form.currency}
                            </span>
                          </div>
                        ) : (
                          cell(r, c, column.name, own, false)
                        )}
                        <CellProblems id={id} problems={own} />
                      </td>
                    );
                  })}
                  <td className="px-2 py-1 align-top">
                    <Button variant="ghost" className="px-1.5 text-xs" onClick={() => removeRow(r)} aria-label={t('FEEDS_FORM.REMOVE_ROW', { n: r + 1 })}>
                      ✕
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
