/**
 * The actions cell of a Renders row, which stays in view at every width: it is the table's last
 * column, sticky at the box's right edge (a wide list scrolls under it), so "Download" of a
 * finished render is on screen from 360 px up without scrolling sideways. Below the `sm`
 * breakpoint the render's own action (render again, retry, cancel) shows as its icon, its words
 * kept for assistive technology, so the cell leaves the render's id in view on a phone.
 *
 * The column is as wide as its widest content in the user's language (French labels are a third
 * longer than English ones): an invisible copy of that content in the heading is measured
 * (ResizeObserver: a language change, the breakpoint or a late web font measure again), so the
 * table never has to guess, and a fixed-layout table keeps one width while rows come and go.
 */
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { VisualBuild } from '../../../worker/contract/creatives';
import { Button, buttonClass } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { RenderActionButton, COMPACT_BUTTON, CompactActionLook } from './render-actions';

/** The sticky cell's classes: opaque (rows scroll under it) with a line on its left. */
export const ACTIONS_CELL = 'sticky right-0 px-3 py-2 text-right whitespace-nowrap shadow-[inset_1px_0_0_0_var(--color-slate-200)]';
/** The cell's horizontal padding (px-3 each side), added to the measured content. */
const CELL_PADDING = 24;
/** Until measured (and in jsdom, which lays nothing out): room for the English labels. */
export const ACTIONS_FALLBACK_WIDTH = 224;

export function RenderRowActions({ build, downloading, onDownload }: { build: VisualBuild; downloading: boolean; onDownload: (id: string) => void }) {
  const { t } = useTranslation('renders');
  return (
    <span className="inline-flex items-center justify-end gap-1">
      <RenderActionButton build={build} compact />
      {build.status === 'finished' ? (
        // While the file comes, a spinner takes the word's place (announced as "Downloading…"), so
        // the button keeps its width.
        <Button variant="secondary" className={`relative ${COMPACT_BUTTON}`} disabled={downloading} aria-busy={downloading} aria-label={t('RENDERS.DOWNLOAD_ONE', { id: build.id })} onClick={() => onDownload(build.id)}>
          <span className={downloading ? 'invisible' : undefined}>{t('RENDERS.DOWNLOAD')}</span>
          {downloading ? (
            <span className="absolute inset-0 flex items-center justify-center">
              <Spinner label={t('RENDERS.DOWNLOADING')} className="h-3.5 w-3.5" />
            </span>
          ) : null}
        </Button>
      ) : null}
    </span>
  );
}

/**
 * Measures the widest actions a row can show (render again + download, retry, cancel) with the
 * rows' own classes, and reports the column width (content + padding) whenever it changes.
 */
export function ActionsSizer({ onWidth }: { onWidth: (width: number) => void }) {
  const { t } = useTranslation('renders');
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const report = () => {
      const width = element.offsetWidth;
      // jsdom measures nothing: keep the fallback.
      if (width > 0) onWidth(Math.ceil(width) + CELL_PADDING);
    };
    report();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(report);
    observer.observe(element);
    return () => observer.disconnect();
  }, [onWidth]);
  const download = (label: string) => <span className={buttonClass('secondary', COMPACT_BUTTON)}>{label}</span>;
  return (
    <span ref={ref} aria-hidden="true" data-testid="actions-sizer" className="pointer-events-none invisible absolute top-0 left-0 flex w-max flex-col normal-case">
      <span className="inline-flex gap-1">
        <CompactActionLook action="builds/rerender" />
        {download(t('RENDERS.DOWNLOAD'))}
      </span>
      <CompactActionLook action="builds/retry" />
      <CompactActionLook action="builds/cancel" />
      <CompactActionLook action="builds/cancel" status="rendering" />
    </span>
  );
}
