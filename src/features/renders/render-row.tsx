/**
 * One row of the Renders list. Memoised on its props: the render record keeps its identity until
 * the worker patches it (live-query-cache.ts), and every callback is stable, so a status change
 * of one render re-renders that row alone, even with thousands listed. A change of its progress
 * alone does not even do that: it moves apart from the record, and only the bar reads it
 * (LiveProgressBar).
 */
import { memo, type MouseEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'wouter';
import type { VisualBuild } from '../../../worker/contract/creatives';
import { focusRing } from '../../components/ui/button';
import { windowedRowProps } from '../../components/ui/windowed-table';
import { formatDateTime } from '../../lib/dates';
import { dimensionsOf, formatOf } from './render-format';
import { renderPath, templatePath, versionPath } from './render-links';
import { ACTIONS_CELL, RenderRowActions } from './render-row-actions';
import { LiveProgressBar, StageWord, StatusBadge } from './render-status';
import type { RouteParams } from '../../shell/routes/route-types';

export const ROW_HEIGHT = 48;

export interface RenderRowProps {
  readonly build: VisualBuild;
  /** 0-based position in the list (aria-rowindex counts the header row as 1). */
  readonly index: number;
  readonly selected: boolean;
  readonly downloading: boolean;
  readonly pathFor: (routeName: string, params?: RouteParams) => string;
  readonly onToggle: (id: string, index: number, range: boolean) => void;
  readonly onDownload: (id: string) => void;
}

const cell = 'truncate px-3 py-2';
const link = `rounded-sm text-indigo-700 hover:underline ${focusRing}`;

export const RenderRow = memo(function RenderRow({ build, index, selected, downloading, pathFor, onToggle, onDownload }: RenderRowProps) {
  const { t } = useTranslation('renders');
  const template = templatePath(pathFor, build);
  const version = versionPath(pathFor, build);
  const name = build.visualName ?? t('RENDERS.UNKNOWN_TEMPLATE');
  const toggle = (event: MouseEvent<HTMLInputElement>) => onToggle(build.id, index, event.shiftKey);
  // The sticky actions cell is opaque (rows scroll under it), so it takes the row's colour itself.
  const cellTone = selected ? 'bg-indigo-50' : 'bg-white group-hover:bg-slate-50';
  return (
    <tr {...windowedRowProps(index, ROW_HEIGHT)} data-build-id={build.id} className={`group border-b border-slate-100 ${selected ? 'bg-indigo-50' : 'bg-white hover:bg-slate-50'}`}>
      <td className="px-3 py-2">
        <input type="checkbox" checked={selected} onClick={toggle} onChange={() => undefined} aria-label={t('RENDERS.SELECT_ONE', { id: build.id })} className={`h-4 w-4 rounded border-slate-300 ${focusRing}`} />
      </td>
      {/* Never cut: the column fits a six-digit id. */}
      <td className="px-3 py-2 whitespace-nowrap tabular-nums" data-testid="build-id-cell">
        <Link href={renderPath(pathFor, build.id)} className={link}>
          #{build.id}
        </Link>
      </td>
      <td className={cell} title={name}>
        {template === null ? name : <Link href={template} className={link}>{name}</Link>}
      </td>
      <td className={cell}>{version === null || build.versionNumber === null ? (build.versionNumber ?? '—') : <Link href={version} className={link}>{t('RENDERS.VERSION_NUMBER', { number: build.versionNumber })}</Link>}</td>
      <td className={`${cell} tabular-nums`}>{dimensionsOf(build)}</td>
      <td className={cell}>{formatOf(build)}</td>
      {/* The status and, under it, the progress: one column, so the table fits its box at 1280 px. */}
      <td className="px-3 py-1">
        <span className="block truncate leading-5">
          <StatusBadge status={build.status} />
          <StageWord stage={build.stage} />
        </span>
        <LiveProgressBar id={build.id} value={build.progress} status={build.status} label={t('RENDERS.PROGRESS_OF', { id: build.id })} />
      </td>
      <td className={`${cell} text-slate-600 tabular-nums`}>{formatDateTime(build.createdAt)}</td>
      <td className={`${ACTIONS_CELL} ${cellTone}`}>
        <RenderRowActions build={build} downloading={downloading} onDownload={onDownload} />
      </td>
    </tr>
  );
});
