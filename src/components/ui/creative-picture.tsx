/**
 * The one picture of a creative or a render, at any size (the ads list's 96 × 64 cell, the ad-set
 * grid's tiles, a render's detail page): scaled down to fit `box`, never up. A PNG or JPEG is a
 * lazy thumbnail (a picture that cannot load, or a render that has none yet, leaves the neutral
 * box); an HTML5 creative is its page in a sandboxed frame (scripts run, but with an opaque origin:
 * no allow-same-origin, so our cookies, storage and DOM stay out of reach), drawn at its real size
 * and scaled, loaded lazily so a page of many creatives stays fast.
 */
import { LazyThumbnail } from './lazy-thumbnail';

/** What a creative frame may do: run its own scripts, nothing of ours. */
const CREATIVE_SANDBOX = 'allow-scripts';

export interface CreativeSource {
  /** Null while there is nothing to show (a render not finished). */
  readonly url: string | null;
  readonly outputFormat: string;
  readonly width: number;
  readonly height: number;
}

export interface CreativePictureProps {
  readonly source: CreativeSource;
  readonly box: { readonly width: number; readonly height: number };
  /** The image's alt text. */
  readonly alt: string;
  /** The frame's title (the alt text by default). */
  readonly frameTitle?: string;
  /** Test ids `<prefix>-image` and `<prefix>-frame`. */
  readonly testIdPrefix?: string;
  /** A frame the user may click into (a detail page); a thumbnail in a list is only looked at. */
  readonly interactive?: boolean;
}

export function CreativePicture({ source, box, alt, frameTitle = alt, testIdPrefix = 'creative', interactive = false }: CreativePictureProps) {
  const scale = Math.min(1, box.width / Math.max(1, source.width), box.height / Math.max(1, source.height));
  const shown = { width: Math.round(source.width * scale), height: Math.round(source.height * scale) };
  if (source.outputFormat !== 'html' || source.url === null) {
    return <LazyThumbnail src={source.url} alt={alt} width={shown.width} height={shown.height} testId={`${testIdPrefix}-image`} />;
  }
  return (
    <div className="overflow-hidden rounded border border-slate-200 bg-white" style={shown}>
      <iframe
        src={source.url}
        title={frameTitle}
        sandbox={CREATIVE_SANDBOX}
        loading="lazy"
        width={source.width}
        height={source.height}
        tabIndex={interactive ? undefined : -1}
        className={`block origin-top-left border-0 ${interactive ? '' : 'pointer-events-none'}`}
        style={{ transform: `scale(${scale})` }}
        data-testid={`${testIdPrefix}-frame`}
        data-creative=""
      />
    </div>
  );
}
