/**
 * What a render looks like, on its detail page: the kit's CreativePicture (the same picture as the
 * ads list's and the ad-set grid's), here large and a frame one may click into. A render that has
 * not finished is a neutral box of its size with a line saying why.
 */
import { useTranslation } from '../../i18n/use-translation';
import type { VisualBuild } from '../../../worker/contract/creatives';
import { CreativePicture } from '../../components/ui/creative-picture';
import { buildOutputUrl } from '../../lib/creative-urls';

/** The picture's box: a render is scaled down (never up) to fit it. */
const BOX = { width: 320, height: 240 };

export function RenderPicture({ build }: { build: VisualBuild }) {
  const { t } = useTranslation('renders');
  const finished = build.status === 'finished';
  const alt = t('RENDERS.PICTURE_ALT', { id: build.id, width: build.width, height: build.height });
  return (
    <figure className="flex flex-col gap-2" data-testid="build-picture">
      <figcaption className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t('RENDERS.PICTURE')}</figcaption>
      <CreativePicture
        source={{ url: finished ? buildOutputUrl(build.id) : null, outputFormat: build.outputFormat, width: build.width, height: build.height }}
        box={BOX}
        alt={alt}
        frameTitle={t('RENDERS.PICTURE_FRAME', { id: build.id })}
        testIdPrefix="build-picture"
        interactive
      />
      {finished ? null : <p className="text-sm text-slate-600">{t('RENDERS.PICTURE_NOT_YET')}</p>}
    </figure>
  );
}
