/**
 * The live preview beside the values form (docs/template-packages.md "Values"): the template's
 * page filled with the values as typed, at each of its sizes, in sandboxed frames (scripts, no
 * same origin) — the same fill and the same text-fit script as a render, made in the browser from
 * the package (use-preview-package.ts), redrawn a moment after the user stops typing. A value
 * that fails the rule is shown as the default meanwhile (its problem is beside its field).
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FillError, fillPage } from '../../../worker/contract/template-package-fill';
import type { TemplatePackage } from '../../../worker/contract/template-package';
import { createPageInliner } from '../../../worker/contract/self-contained-page';
import { imageReference, valueProblem } from '../../../worker/contract/template-values';
import { PREVIEW_FRAME_MESSAGES, PREVIEW_FRAME_PATH } from '../../../worker/contract/preview-frame';
import { Spinner } from '../ui/spinner';
import type { PreviewPackage } from './use-preview-package';
import { useAssetImages } from './use-preview-package';
import type { Values } from './values-rules';

/** How long typing pauses before the frames redraw. */
export const PREVIEW_DEBOUNCE_MS = 150;

interface Size {
  readonly width: number;
  readonly height: number;
}

export function ValuesPreview({ preview, values, sizes }: { preview: PreviewPackage; values: Values; sizes: readonly Size[] }) {
  const { t } = useTranslation();
  const settled = useSettled(values, PREVIEW_DEBOUNCE_MS);
  const assets = useAssetImages(settled);
  if (preview.status === 'loading') return <Spinner label={t('VALUES.PREVIEW_LOADING')} showLabel />;
  if (preview.status === 'unavailable') return <p className="text-sm text-slate-600">{t('VALUES.PREVIEW_UNAVAILABLE')}</p>;
  return <PreviewFrames pkg={preview.pkg} values={settled} assets={assets} sizes={sizes.length > 0 ? sizes : preview.pkg.sizes} />;
}

function PreviewFrames({ pkg, values, assets, sizes }: { pkg: TemplatePackage; values: Values; assets: ReadonlyMap<number, string>; sizes: readonly Size[] }) {
  const { t } = useTranslation();
  const inliner = useMemo(() => createPageInliner(pkg.files), [pkg]);
  // A value that fails the rule, or an asset image not read yet, shows the default meanwhile.
  const shown = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(values).filter(([name, value]) => {
          const input = pkg.inputs.find((i) => i.name === name);
          const reference = imageReference(value);
          return input !== undefined && valueProblem(input, value, pkg.files) === null && (reference?.kind !== 'asset' || assets.has(reference.id));
        }),
      ),
    [pkg, values, assets],
  );
  const sizesKey = sizes.map((size) => `${size.width}x${size.height}`).join(',');
  const pages = useMemo(
    () =>
      (sizesKey === '' ? ['300x250'] : sizesKey.split(',')).map((key) => {
        const [width, height] = key.split('x').map(Number) as [number, number];
        const size = { width, height };
        try {
          return { size, html: inliner.page(pkg.page, fillPage(pkg, { values: shown, size, clickTag: null, assets })) };
        } catch (error) {
          if (!(error instanceof FillError)) throw error;
          return { size, html: null };
        }
      }),
    [inliner, pkg, shown, assets, sizesKey],
  );
  return (
    <ul className="space-y-4" data-testid="values-preview">
      {pages.map(({ size, html }) => {
        return (
          <li key={`${size.width}x${size.height}`} className="space-y-1">
            <p className="text-xs text-slate-500">{t('VALUES.PREVIEW_SIZE', { width: size.width, height: size.height })}</p>
            {html === null ? <p className="text-sm text-slate-600">{t('VALUES.PREVIEW_UNAVAILABLE')}</p> : <ScaledFrame html={html} size={size} title={t('VALUES.PREVIEW_FRAME_TITLE', { width: size.width, height: size.height })} />}
          </li>
        );
      })}
    </ul>
  );
}

/** The value after it stopped changing for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** A frame at the render's size, scaled down to the column's width (never up). */
function ScaledFrame({ html, size, title }: { html: string; size: Size; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  // Measured before the first paint (a layout effect), so a 728 px frame never shows at full size
  // on a 360 px screen for the frame it took the observer to report; then followed as it changes.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? null));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = width === null ? 1 : Math.min(1, width / size.width);
  return (
    <div ref={box} className="w-full">
      <div className="overflow-hidden rounded border border-slate-200 bg-[repeating-conic-gradient(#f1f5f9_0_25%,#fff_0_50%)] bg-[length:16px_16px]" style={{ width: size.width * scale, height: size.height * scale }}>
        <div style={{ width: size.width, height: size.height, transform: `scale(${scale})`, transformOrigin: 'top left' }}>
          <PreviewFrame html={html} width={size.width} height={size.height} title={title} />
        </div>
      </div>
    </div>
  );
}

/** The frame page (`/server/preview-frame`) shows what it is posted: it says when it is ready, then every change is posted. */
function PreviewFrame({ html, width, height, title }: { html: string; width: number; height: number; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(html);
  const ready = useRef(false);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (event.source !== frame.current?.contentWindow || typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== PREVIEW_FRAME_MESSAGES.ready) return;
      ready.current = true;
      frame.current?.contentWindow?.postMessage({ type: PREVIEW_FRAME_MESSAGES.show, html: latest.current }, '*');
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, []);
  useEffect(() => {
    latest.current = html;
    if (ready.current) frame.current?.contentWindow?.postMessage({ type: PREVIEW_FRAME_MESSAGES.show, html }, '*');
  }, [html]);
  return <iframe ref={frame} src={PREVIEW_FRAME_PATH} sandbox="allow-scripts" width={width} height={height} title={title} className="block border-0 bg-white" data-creative="" data-testid="values-preview-frame" />;
}
