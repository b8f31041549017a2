/**
 * Files dropped anywhere on the area are uploaded; while files are dragged over it the area shows
 * where they go. The keyboard way in is the Upload button's file picker (FilePickerButton).
 */
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

export function DropZone({ enabled, onFiles, target, children }: { enabled: boolean; onFiles: (files: File[]) => void; target: string; children: ReactNode }) {
  const { t } = useTranslation('assets');
  const [over, setOver] = useState(false);
  const depth = useRef(0);
  if (!enabled) return <div>{children}</div>;
  return (
    <div
      className="relative"
      data-testid="drop-zone"
      onDragEnter={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setOver(true);
      }}
      onDragOver={(event) => {
        if (hasFiles(event)) event.preventDefault();
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        depth.current = 0;
        setOver(false);
        const files = Array.from(event.dataTransfer?.files ?? []);
        if (files.length > 0) onFiles(files);
      }}
    >
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
