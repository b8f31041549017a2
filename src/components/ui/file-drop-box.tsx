/**
 * A dashed box that takes files: dropped on it (useFileDrop) or chosen with its file button (a
 * label for a hidden input, so the keyboard and screen readers reach the browser's own picker).
 * What the box says goes in `children`, further buttons beside the file button in `actions`, and
 * notes under them in `after`. Choosing the same file again still reports it (the input is
 * emptied after each choice).
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
import { focusRing } from './button';
import { useFileDrop } from './use-file-drop';

export interface FileDropBoxProps {
  /** The input's id (the label's target). */
  readonly id: string;
  /** Files dropped or chosen (none when the picker was cancelled). */
  readonly onFiles: (files: File[]) => void;
  readonly chooseLabel: ReactNode;
  readonly accept?: string;
  readonly multiple?: boolean;
  readonly disabled?: boolean;
  /** Shown in the error colours (its field has problems). */
  readonly invalid?: boolean;
  readonly testId: string;
  /** More attributes of the input (aria-describedby, a test id). */
  readonly inputProps?: InputHTMLAttributes<HTMLInputElement> & { readonly 'data-testid'?: string };
  readonly actions?: ReactNode;
  readonly after?: ReactNode;
  readonly children: ReactNode;
}

export function FileDropBox({ id, onFiles, chooseLabel, accept, multiple = false, disabled = false, invalid = false, testId, inputProps, actions, after, children }: FileDropBoxProps) {
  const { over, handlers } = useFileDrop(onFiles, !disabled);
  return (
    <div
      {...handlers}
      className={`rounded-lg border-2 border-dashed p-5 text-center ${over ? 'border-indigo-500 bg-indigo-50' : invalid ? 'border-red-300 bg-red-50/40' : 'border-slate-300 bg-slate-50'}`}
      data-testid={testId}
    >
      <input
        id={id}
        type="file"
        multiple={multiple}
        accept={accept}
        disabled={disabled}
        className="peer sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = ''; // choosing the same file again still reports a change
          onFiles(files);
        }}
        {...inputProps}
      />
      {children}
      <div className="mt-3 flex justify-center gap-2">
        <label
          htmlFor={id}
          className={`inline-flex cursor-pointer items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 ${focusRing}`}
        >
          {chooseLabel}
        </label>
        {actions}
      </div>
      {after}
    </div>
  );
}
