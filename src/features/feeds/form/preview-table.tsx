/** What the server parsed, before anything is stored: columns with types, the first rows, problems by row. */
import { useTranslation } from '../../../i18n/use-translation';
import type { FeedPreview } from '../../../../worker/domains/feeds/contract';
import { DataTable } from '../../../components/ui/data-table';

/** The delimiter's name in the form's own words (FEEDS_FORM.DELIMITER_*). */
const DELIMITER_NAMES: Readonly<Record<string, string>> = { ',': 'COMMA', ';': 'SEMICOLON', '\t': 'TAB', '|': 'PIPE' };

export function PreviewTable({ preview }: { preview: FeedPreview }) {
  const { t } = useTranslation('feeds');
  return (
    <section className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4" data-testid="feed-preview" aria-label={t('FEEDS_PREVIEW.TITLE')}>
      <h3 className="text-sm font-semibold text-slate-800">{t('FEEDS_PREVIEW.SUMMARY', { count: preview.total, columns: preview.columns.length })}</h3>
      {preview.delimiter !== null && DELIMITER_NAMES[preview.delimiter] ? (
        <p className="text-xs text-slate-600" data-testid="feed-preview-delimiter">
          {t('FEEDS_PREVIEW.DELIMITER', { delimiter: t(`FEEDS_FORM.DELIMITER_${DELIMITER_NAMES[preview.delimiter]}`) })}
        </p>
      ) : null}
      {preview.problems.length > 0 ? (
        <ul className="space-y-0.5 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800" data-testid="feed-preview-problems">
          {preview.problems.map((p, i) => (
            <li key={i}>{p.message}</li>
          ))}
        </ul>
      ) : null}
      <DataTable
        dense
        caption={t('FEEDS_PREVIEW.TITLE')}
        rows={preview.rows}
        rowKey={(_row, r) => r}
        columns={preview.columns.map((c) => ({
          key: c.name,
          header: (
            <>
              {c.name} <span className="font-normal text-slate-500 normal-case">({t(`FEEDS_TYPES.${c.type.toUpperCase()}`)})</span>
            </>
          ),
          className: 'max-w-xs truncate text-slate-800',
          cellProps: (row: FeedPreview['rows'][number]) => ({ title: row[c.name] ?? undefined }),
          cell: (row: FeedPreview['rows'][number]) => row[c.name] ?? '',
        }))}
      />
      {preview.total > preview.rows.length ? <p className="text-xs text-slate-500">{t('FEEDS_PREVIEW.MORE', { count: preview.total - preview.rows.length })}</p> : null}
    </section>
  );
}
