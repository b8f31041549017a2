/**
 * The ad set's creatives (docs/ad-sets.md "Creatives"): one tile per ad × size (the newest render),
 * with its thumbnail, status (live: each render's events patch it), and a download once finished.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { AdSetCreative } from '../../../../worker/domains/ad-sets/contract';
import { Button } from '../../../components/ui/button';
import { InlineError } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/page-states';
import { useLiveQuery } from '../../../data-client';
import { useRenderDownloads } from '../../../components/renders/use-render-downloads';
import { Pagination } from '../../../components/ui/pagination';
import { CreativePicture } from '../../../components/ui/creative-picture';
import { QueryStates } from '../../../components/ui/query-states';
import { reasonMessage } from '../../../components/renders/render-reason';

const PER_PAGE = 48;
/** The thumbnail's box: a tile is at least this wide, so the grid fits a 360 px screen in one column. */
const BOX = { width: 200, height: 150 } as const;

const STATUS_STYLE: Readonly<Record<string, string>> = {
  finished: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
  rendering: 'bg-indigo-100 text-indigo-900',
  queued: 'bg-slate-100 text-slate-800',
};

export function CreativesGrid({ adSetId }: { adSetId: string }) {
  const { t } = useTranslation('ad-sets');
  const [page, setPage] = useState(1);
  const state = useLiveQuery({ kind: 'ad-sets/creatives', adSetId, page, perPage: PER_PAGE });
  const downloads = useRenderDownloads();
  return (
    <QueryStates state={state} isEmpty={(data) => data.items.length === 0} empty={<EmptyState title={t('AD_SETS_CREATIVES.EMPTY')} />}>
      {(data) => (
        <section aria-label={t('AD_SETS_CREATIVES.TITLE')}>
          {downloads.outcome?.kind === 'failed' ? <InlineError>{downloads.outcome.message}</InlineError> : null}
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(13.5rem,1fr))] gap-3" data-testid="creatives-grid">
            {data.items.map((c) => (
              <CreativeTile key={c.id} creative={c} downloading={downloads.downloading.has(c.id)} onDownload={() => void downloads.download(c.id)} />
            ))}
          </ul>
          <Pagination meta={data} onPage={setPage} />
        </section>
      )}
    </QueryStates>
  );
}

function CreativeTile({ creative: c, downloading, onDownload }: { creative: AdSetCreative; downloading: boolean; onDownload: () => void }) {
  const { t } = useTranslation('ad-sets');
  const name = c.productName ?? c.adName ?? t('AD_SETS_CREATIVES.UNNAMED');
  const title = t('AD_SETS_CREATIVES.TILE', { name, width: c.width, height: c.height, language: (c.language ?? '').toUpperCase() });
  return (
    <li className="flex flex-col rounded-lg border border-slate-200 bg-white p-2 shadow-sm" data-testid="creative-tile" data-status={c.status} data-size={`${c.width}x${c.height}`} data-language={c.language ?? ''}>
      <div className="flex items-center justify-center rounded bg-slate-100" style={{ height: BOX.height + 8 }}>
        {c.outputUrl !== null ? (
          <CreativePicture source={{ url: c.outputUrl, outputFormat: c.outputFormat, width: c.width, height: c.height }} box={BOX} alt={title} />
        ) : c.status === 'failed' ? (
          <span className="px-2 text-center text-xs text-red-800">{reasonMessage(t, c.reason, c.error) ?? t('AD_SETS_RENDERS.STATUS_FAILED')}</span>
        ) : (
          <div className="w-3/4" role="progressbar" aria-label={title} aria-valuemin={0} aria-valuemax={100} aria-valuenow={c.progress}>
            <div className="h-2 rounded-full bg-slate-200">
              <div className="h-2 rounded-full bg-indigo-600 transition-[width]" style={{ width: `${c.progress}%` }} />
            </div>
          </div>
        )}
      </div>
      <p className="mt-2 truncate text-sm font-medium text-slate-900" title={name}>
        {name}
      </p>
      <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <span className="tabular-nums">
          {c.width} × {c.height}
        </span>
        {c.language ? <span className="uppercase">{c.language}</span> : null}
        <span className="uppercase">{c.outputFormat === 'html' ? 'HTML5' : c.outputFormat}</span>
        <span className={`rounded-full px-2 py-0.5 ${STATUS_STYLE[c.status] ?? STATUS_STYLE.queued}`} data-testid="creative-status">
          {t(`AD_SETS_RENDERS.STATUS_${c.status.toUpperCase()}`, { defaultValue: c.status })}
          {c.status === 'rendering' ? ` ${c.progress} %` : ''}
        </span>
      </p>
      {c.status === 'finished' ? (
        <Button variant="secondary" className="mt-2 self-start" onClick={onDownload} disabled={downloading} aria-label={t('AD_SETS_CREATIVES.DOWNLOAD_ONE', { title })}>
          {t('AD_SETS_CREATIVES.DOWNLOAD')}
        </Button>
      ) : null}
    </li>
  );
}
