/**
 * The loaded log's envelopes, virtualized (@tanstack/react-virtual: a 100k-envelope log keeps
 * a few dozen rows in the DOM). A listbox: click a row or use the arrow keys (up/down or
 * left/right) to select it. A skipped envelope is struck through, an inserted one marked.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { TimelineRow } from '../../../worker/contract/log-inspection';
import { focusRing } from '../../components/ui/button';

const ROW_HEIGHT = 28;
const OVERSCAN = 12;

export interface TimelineProps {
  readonly rows: readonly TimelineRow[];
  /** Indices into `rows` that the filter keeps. */
  readonly kept: readonly number[];
  readonly selected: number | null;
  readonly onSelect: (index: number) => void;
  readonly onStep: (delta: 1 | -1) => void;
}

export function Timeline({ rows, kept, selected, onSelect, onStep }: TimelineProps) {
  const { t } = useTranslation('devtools');
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: kept.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (k) => kept[k] ?? k,
  });
  const position = selected === null ? -1 : kept.indexOf(selected);

  // Keep the selection in view while stepping or playing.
  useEffect(() => {
    if (position >= 0) virtualizer.scrollToIndex(position, { align: 'auto' });
  }, [position, virtualizer]);

  const onKeyDown = (event: KeyboardEvent) => {
    const delta = event.key === 'ArrowDown' || event.key === 'ArrowRight' ? 1 : event.key === 'ArrowUp' || event.key === 'ArrowLeft' ? -1 : 0;
    if (delta === 0) return;
    event.preventDefault();
    // The app-wide arrow keys (time-travel-host.tsx) must not step a second time.
    event.stopPropagation();
    onStep(delta);
  };

  const selectedRow = selected === null ? undefined : rows[selected];
  return (
    <div
      ref={scrollRef}
      data-testid="timeline-scroll"
      role="listbox"
      tabIndex={0}
      aria-label={t('DEVTOOLS.TIMELINE')}
      aria-activedescendant={selectedRow === undefined ? undefined : `timeline-row-${selected}`}
      onKeyDown={onKeyDown}
      className={`h-96 overflow-auto rounded-lg border border-slate-200 bg-white font-mono text-xs ${focusRing}`}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const index = kept[item.index] as number;
          const row = rows[index] as TimelineRow;
          const isSelected = index === selected;
          return (
            <div
              key={item.key}
              id={`timeline-row-${index}`}
              role="option"
              aria-selected={isSelected}
              data-seq={row.seq}
              data-index={index}
              data-skipped={row.skipped}
              data-inserted={row.inserted}
              onClick={() => onSelect(index)}
              style={{ position: 'absolute', top: 0, left: 0, right: 0, height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
              className={`flex cursor-pointer items-center gap-2 border-b border-slate-100 px-2 ${isSelected ? 'bg-indigo-600 text-white' : 'hover:bg-slate-50'}`}
            >
              <span className={`w-12 shrink-0 text-right ${isSelected ? '' : 'text-slate-500'}`}>{row.seq}</span>
              <span className={`w-[5.5rem] shrink-0 ${isSelected ? '' : 'text-slate-500'}`}>{new Date(row.at).toISOString().slice(11, 23)}</span>
              <span className="w-14 shrink-0">{row.source}</span>
              <span className="w-14 shrink-0 truncate">{row.brand ?? '—'}</span>
              <span className={`min-w-0 flex-1 truncate font-semibold ${row.skipped ? 'line-through opacity-60' : ''}`} title={row.type}>
                {row.type}
              </span>
              {row.skipped && <span className="shrink-0 text-[10px] uppercase">{t('DEVTOOLS.SKIPPED')}</span>}
              {row.inserted && <span className={`shrink-0 rounded px-1 text-[10px] uppercase ${isSelected ? 'bg-white/20' : 'bg-amber-100 text-amber-900'}`}>{t('DEVTOOLS.INSERTED')}</span>}
            </div>
          );
        })}
      </div>
    </div>
  );
}
