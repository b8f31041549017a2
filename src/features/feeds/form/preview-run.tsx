/**
 * Trying a feed's source before saving it (a fetch feed's test fetch, an upload's parse): the
 * button, the wait, the server's words when it cannot read the source, and the rows it read.
 * `usePreviewedChange` wraps a form's onChange so that any change throws an earlier preview away:
 * it described the source as it was.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { FeedPreviewInput } from '../../../../worker/domains/feeds/contract';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { PreviewTable } from './preview-table';
import { usePreview, type PreviewState } from './use-preview';

export function usePreviewedChange<T>(onChange: (next: Partial<T>) => void) {
  const { state, run, reset } = usePreview();
  const change = (next: Partial<T>) => {
    reset();
    onChange(next);
  };
  return { state, run, change };
}

interface PreviewRunProps {
  readonly state: PreviewState;
  readonly run: (input: FeedPreviewInput) => Promise<void>;
  /** What to read; null while the form cannot be read yet (no file, no http(s) URL). */
  readonly input: FeedPreviewInput | null;
  readonly label: ReactNode;
  readonly testId: string;
}

export function PreviewRun({ state, run, input, label, testId }: PreviewRunProps) {
  const { t } = useTranslation('feeds');
  return (
    <>
      <div className="flex items-center gap-3">
        <Button variant="secondary" disabled={input === null || state.status === 'loading'} onClick={() => input && void run(input)} data-testid={testId}>
          {label}
        </Button>
        {state.status === 'loading' ? <Spinner label={t('FEEDS_PREVIEW.LOADING')} showLabel /> : null}
      </div>
      {state.status === 'failed' ? <p role="alert" className="text-sm text-red-700">{state.messages.join(' ') || t('FEEDS_PREVIEW.FAILED')}</p> : null}
      {state.status === 'ok' ? <PreviewTable preview={state.preview} /> : null}
    </>
  );
}
