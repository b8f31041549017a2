/**
 * Files dropped anywhere on the area are uploaded; while files are dragged over it the area shows
 * where they go. The keyboard way in is the Upload button's file picker (FilePickerButton).
 */
import { useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { buttonClass } from '../../../components/ui/button';
import { useFileDrop } from '../../../components/ui/use-file-drop';

export function DropZone({ enabled, onFiles, target, children }: { enabled: boolean; onFiles: (files: File[]) => void; target: string; children: ReactNode }) {
  const { t } = useTranslation('assets');
  const { over, handlers } = useFileDrop(onFiles, enabled);
  if (!enabled) return <div>{children}</div>;
  return (
    <div className="relative" data-testid="drop-zone" {...handlers}>
      {children}
      {over ? (
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center rounded-lg border-2 border-dashed border-indigo-500 bg-indigo-50/80 text-sm font-medium text-indigo-800" aria-hidden="true">
          {t('ASSETS_UPLOAD.DROP_HERE', { target })}
        </div>
      ) : null}
    </div>
  );
}

export function FilePickerButton({ label, onFiles, testId }: { label: string; onFiles: (files: File[]) => void; testId: string }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className={buttonClass('primary')} onClick={() => input.current?.click()} data-testid={`${testId}-button`}>
        {label}
      </button>
      <input
        ref={input}
        type="file"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`${testId}-input`}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
