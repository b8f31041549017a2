/**
 * What the tester shows: one finished render's output at its own size, or the version's preview
 * in a size of the template chosen here. A version never previewed, or a render not finished,
 * has nothing to frame and says so instead of framing the server's refusal.
 */
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Visual, VisualBuild, VisualVersion } from '../../../../worker/contract/creatives';
import { focusRing } from '../../../components/ui/button';
import { RenderStatusBadge } from '../renders/render-status-badge';
import { sizeKey } from '../renders/render-rules';
import { VersionStatusBadge } from '../version-status-badge';
import { TesterFrame } from './tester-frame';
import { buildOutputUrl, frameSize, versionPreviewUrl } from '../../../components/versions/tester-urls';

export function TesterPreview({ visual, version, build }: { visual: Visual; version: VisualVersion; build: VisualBuild | null }) {
  const { t } = useTranslation('versions');
  const sizeId = useId();
  const [chosenKey, setChosenKey] = useState(visual.sizes[0] ? sizeKey(visual.sizes[0]) : '');
  const chosen = visual.sizes.find((size) => sizeKey(size) === chosenKey) ?? null;
  const size = frameSize(build, chosen);
  const note = build !== null ? (build.status !== 'finished' ? t('TESTER.NOT_FINISHED') : null) : version.previewUrl === null ? t('TESTER.NOT_PREVIEWED') : null;
  return (
    <section className="space-y-3" aria-labelledby={`${sizeId}-title`}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={`${sizeId}-title`} className="text-lg font-semibold text-slate-900">
          {build === null ? t('TESTER.VERSION_PREVIEW') : t('TESTER.BUILD_TITLE', { id: build.id })}
        </h2>
        {build === null ? <VersionStatusBadge status={version.status} /> : <RenderStatusBadge status={build.status} />}
        {build === null && visual.sizes.length > 1 && note === null ? (
          <span className="flex items-center gap-2 text-sm">
            <label htmlFor={sizeId} className="text-slate-600">
              {t('TESTER.SIZE')}
            </label>
            <select id={sizeId} value={chosenKey} onChange={(event) => setChosenKey(event.target.value)} className={`rounded-md border border-slate-300 px-2 py-1 text-sm ${focusRing}`}>
              {visual.sizes.map((option) => (
                <option key={sizeKey(option)} value={sizeKey(option)}>
                  {t('VERSIONS.SIZE', { width: option.width, height: option.height })}
                  {option.label ? ` · ${option.label}` : ''}
                </option>
              ))}
            </select>
          </span>
        ) : null}
      </div>
      {note !== null ? (
        <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600" data-testid="tester-note">
          {note}
        </p>
      ) : (
        <TesterFrame
          key={build?.id ?? `version-${chosenKey}`}
          src={build === null ? versionPreviewUrl(version.id, chosen) : buildOutputUrl(build.id)}
          title={build === null ? t('TESTER.VERSION_FRAME_TITLE', { number: version.number }) : t('TESTER.BUILD_FRAME_TITLE', { id: build.id })}
          width={size.width}
          height={size.height}
        />
      )}
    </section>
  );
}
