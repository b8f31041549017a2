/** The sandboxed frame previewing an output; its size is the render's, scrolled when wider. */
import { useTranslation } from '../../../i18n/use-translation';
import { TESTER_SANDBOX } from '../../../components/versions/tester-urls';

export function TesterFrame({ src, title, width, height }: { src: string; title: string; width: number; height: number }) {
  const { t } = useTranslation('versions');
  return (
    <figure className="space-y-2">
      <div className="overflow-auto rounded-lg border border-slate-200 bg-[repeating-conic-gradient(#f1f5f9_0_25%,#fff_0_50%)] bg-[length:16px_16px] p-4">
        <iframe src={src} title={title} sandbox={TESTER_SANDBOX} width={width} height={height} className="block border-0 bg-white shadow-sm" data-testid="tester-frame" />
      </div>
      <figcaption className="text-xs text-slate-500">{t('TESTER.FRAME_CAPTION', { width, height })}</figcaption>
    </figure>
  );
}
