/** The textarea of writing and editing a comment, with the server's refusals under it. */
import { useId } from 'react';
import { focusRing } from '../../../components/ui/button';

export interface CommentTextFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly errors: readonly string[];
  readonly disabled?: boolean;
  readonly testId: string;
  readonly autoFocus?: boolean;
}

/** The server's limit (spec: comments up to 5000 characters). */
export const COMMENT_MAX_LENGTH = 5000;

export function CommentTextField({ label, value, onChange, errors, disabled = false, testId, autoFocus = false }: CommentTextFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={label}
        maxLength={COMMENT_MAX_LENGTH}
        rows={3}
        disabled={disabled}
        // Opened on purpose by the Edit button: the cursor belongs in the text being edited.
        autoFocus={autoFocus}
        aria-invalid={errors.length > 0}
        aria-describedby={errors.length > 0 ? `${id}-error` : undefined}
        className={`block w-full rounded-md border border-slate-300 px-3 py-2 text-sm disabled:bg-slate-50 ${focusRing}`}
        data-testid={testId}
      />
      {errors.length > 0 ? (
        <ul id={`${id}-error`} role="alert" className="mt-1 space-y-1 text-sm text-red-700">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
