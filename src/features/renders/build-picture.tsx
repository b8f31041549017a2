/**
 * What a render looks like, on its detail page: a finished PNG or JPEG is its own file (an
 * `<img>`, lazily loaded); a finished HTML5 render is its page in the tester's sandboxed frame
 * (scripts run, our origin's cookies, storage and DOM stay out of reach), scaled down to fit. A
 * render that has not finished is a neutral box of its size with a line saying why.
 */
import { useTranslation } from 'react-i18next';
import type { VisualBuild } from '../../../worker/contract/creatives';
import { LazyThumbnail } from '../../components/ui/lazy-thumbnail';
import { buildOutputUrl } from '../../lib/creative-urls';
import { TESTER_SANDBOX } from '../../components/versions/tester-urls';

/** The picture's box: a render is scaled down (never up) to fit it. */
const MAX_WIDTH = 320;
const MAX_HEIGHT = 240;

function fitIn(width: number, height: number): { width: number; height: number; scale: number } {
  const scale = Math.min(1, MAX_WIDTH / Math.max(1, width), MAX_HEIGHT / Math.max(1, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale), scale };
}

export function BuildPicture({ build }: { build: VisualBuild }) {
  const { t } = useTranslation('renders');
  const box = fitIn(build.width, build.height);
  const finished = build.status === 'finished';
  const alt = t('RENDERS.PICTURE_ALT', { id: build.id, width: build.width, height: build.height });
  return (
    <figure className="flex flex-col gap-2" data-testid="build-picture">
      <figcaption className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t('RENDERS.PICTURE')}</figcaption>
      {finished && build.outputFormat === 'html' ? (
        <div className="overflow-hidden rounded border border-slate-200 bg-white" style={{ width: box.width, height: box.height }}>
          <iframe
            src={buildOutputUrl(build.id)}
            title={t('RENDERS.PICTURE_FRAME', { id: build.id })}
            sandbox={TESTER_SANDBOX}
            loading="lazy"
            width={build.width}
            height={build.height}
            className="block origin-top-left border-0"
            style={{ transform: `scale(${box.scale})` }}
            data-testid="build-picture-frame"
            data-creative=""
          />
        </div>
      ) : (
        <LazyThumbnail src={finished ? buildOutputUrl(build.id) : null} alt={alt} width={box.width} height={box.height} testId="build-picture-image" />
      )}
      {finished ? null : <p className="text-sm text-slate-600">{t('RENDERS.PICTURE_NOT_YET')}</p>}
    </figure>
  );
}
