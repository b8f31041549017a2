/**
 * A creative shown small (the ad-set grid, the ads list): an image as `<img loading=lazy>`, an
 * HTML5 creative as its page in a sandboxed frame (scripts run, but with an opaque origin: no
 * allow-same-origin) drawn at its real size and scaled down to fit `box`, loaded lazily, so a page
 * of many creatives stays fast. Never scaled up.
 */
export interface ThumbnailSource {
  readonly url: string;
  readonly outputFormat: string;
  readonly width: number;
  readonly height: number;
}

export function CreativeThumbnail({ source, box, title }: { source: ThumbnailSource; box: { readonly width: number; readonly height: number }; title: string }) {
  const scale = Math.min(1, box.width / source.width, box.height / source.height);
  const shown = { width: Math.round(source.width * scale), height: Math.round(source.height * scale) };
  if (source.outputFormat !== 'html') {
    return <img src={source.url} alt={title} loading="lazy" width={shown.width} height={shown.height} className="block bg-white" data-testid="creative-image" />;
  }
  return (
    <div className="overflow-hidden bg-white" style={shown}>
      <iframe
        src={source.url}
        title={title}
        sandbox="allow-scripts"
        loading="lazy"
        width={source.width}
        height={source.height}
        tabIndex={-1}
        className="pointer-events-none origin-top-left border-0"
        style={{ transform: `scale(${scale})` }}
        data-testid="creative-frame"
        data-creative=""
      />
    </div>
  );
}
