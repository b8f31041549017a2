/**
 * A small picture of a creative in a fixed box: loaded lazily (`loading="lazy"`: only the rows
 * on screen ask for theirs, so a list of 1,000 stays fast) and shown whole (object-contain). A
 * picture that cannot load leaves the neutral box, never a broken-image icon.
 */
import { useState } from 'react';

export interface LazyThumbnailProps {
  readonly src: string | null;
  readonly alt: string;
  /** Box size in px. */
  readonly width: number;
  readonly height: number;
  readonly testId?: string;
}

const BOX = 'block shrink-0 overflow-hidden rounded border border-slate-200 bg-slate-100';

export function LazyThumbnail({ src, alt, width, height, testId = 'thumbnail' }: LazyThumbnailProps) {
  // The source that failed: a new source gets its own try.
  const [failed, setFailed] = useState<string | null>(null);
  const style = { width, height };
  if (src === null || failed === src) return <span className={BOX} style={style} data-testid={testId} data-state="empty" aria-hidden="true" />;
  return (
    <span className={BOX} style={style}>
      <img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" className="h-full w-full object-contain" data-testid={testId} onError={() => setFailed(src)} />
    </span>
  );
}
