/**
 * The loaded log's envelopes, virtualized (@tanstack/react-virtual: a 100k-envelope log keeps
 * a few dozen rows in the DOM). A listbox: click a row or use the arrow keys to select it.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    onStep(event.key === 'ArrowDown' ? 1 : -1);
  };

  const selectedRow = selected === null ? undefined : rows[selected];
  return (
    <div
      ref={scrollRef}
      data-testid="timeline-scroll"
      role="listbox"
      tabIndex={0}
      aria-label={t('DEVTOOLS.TIMELINE')}
      aria-activedescendant={selectedRow === undefined ? undefined : `timeline-seq-${selectedRow.seq}`}
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
              id={`timeline-seq-${row.seq}`}
              role="option"
              aria-selected={isSelected}
              data-seq={row.seq}
              onClick={() => onSelect(index)}
              style={{ position: 'absolute', top: 0, left: 0, right: 0, height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
              className={`flex cursor-pointer items-center gap-2 border-b border-slate-100 px-2 ${isSelected ? 'bg-indigo-600 text-white' : 'hover:bg-slate-50'}`}
            >
              <span className={`w-12 shrink-0 text-right ${isSelected ? '' : 'text-slate-500'}`}>{row.seq}</span>
              <span className={`w-[5.5rem] shrink-0 ${isSelected ? '' : 'text-slate-500'}`}>{new Date(row.at).toISOString().slice(11, 23)}</span>
              <span className="w-14 shrink-0">{row.source}</span>
              <span className="w-14 shrink-0 truncate">{row.brand ?? '—'}</span>
              <span className="min-w-0 flex-1 truncate font-semibold" title={row.type}>
                {row.type}
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
