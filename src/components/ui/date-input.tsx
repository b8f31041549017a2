/**
 * A labelled day field that reads and writes D.M.YYYY in every language (spec section 9), where a
 * native `<input type="date">` shows the browser's format (mm/dd/yyyy in an English Chromium).
 *
 * The value is a YYYY-MM-DD day, '' when the field is empty, or, while the text is no day, the
 * text itself: the form's own rule then sees something that is no day and refuses to send it,
 * and the field keeps what was typed and says how to write a date (after the user leaves the
 * field, so typing "1.5." on the way to "1.5.2025" is not an error). The calendar button opens
 * the browser's own picker (`showPicker`) on a hidden native input, where the browser has one.
 */
import type { TFunction } from 'i18next';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { dayToText, isDay, parseDateText, type DateText } from '../../lib/date-text';
import { focusRing } from './button';
import { NamedIcon } from './icons';

export interface DateInputProps {
  readonly label: string;
  /** YYYY-MM-DD, '' (empty), or the text typed while it is no day. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Bounds of the calendar (YYYY-MM-DD); the form's rule checks typed days. */
  readonly min?: string | undefined;
  readonly max?: string | undefined;
  /** The form's message for this field (its rule, the server's refusal). */
  readonly error?: string | undefined;
  readonly required?: boolean;
}

const EXAMPLE_DAY = '2025-12-31';
const field = `w-32 min-w-0 shrink rounded-md border bg-white px-2 py-1.5 text-sm text-slate-800 ${focusRing}`;

type PickerInput = HTMLInputElement & { showPicker?: () => void };

/** The field's own problem wins over the form's: a rule about days means nothing for a text that is none. */
function messageOf(typed: DateText, left: boolean, required: boolean, error: string | undefined, t: TFunction): string | undefined {
  if (typed.kind === 'invalid') return left ? t('DATE_INPUT.INVALID', { example: dayToText(EXAMPLE_DAY) }) : undefined;
  if (typed.kind === 'empty' && required && left) return t('DATE_INPUT.REQUIRED');
  return error;
}

export function DateInput({ label, value, onChange, min, max, error, required = false }: DateInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const picker = useRef<PickerInput>(null);
  const [text, setText] = useState(() => dayToText(value));
  const [left, setLeft] = useState(false);
  // A new value from outside (a preset, the calendar) replaces the text unless the text already
  // says that day ("01.05.2025" stays as typed) or the value is the text itself (no day yet).
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    const typed = parseDateText(text);
    const same = typed.kind === 'day' ? typed.day === value : typed.kind === 'empty' ? value === '' : value === text;
    if (!same) setText(dayToText(value));
  }

  const typed = parseDateText(text);
  const message = messageOf(typed, left, required, error, t);
  const errorId = `${id}-error`;

  const change = (next: string) => {
    setText(next);
    const parsed = parseDateText(next);
    if (parsed.kind === 'day') setLeft(false);
    // `shown` stays the last value from outside: a form that keeps its last day while the text
    // is none (the report's URL) does not send a new value, and the text stays as typed.
    onChange(parsed.kind === 'day' ? parsed.day : parsed.kind === 'empty' ? '' : next);
  };

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        {label}
      </label>
      <div className="relative flex max-w-full items-center gap-1">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('DATE_INPUT.PLACEHOLDER')}
          className={`${field} ${message === undefined ? 'border-slate-300' : 'border-red-500'}`}
          value={text}
          required={required}
          aria-invalid={message !== undefined}
          aria-describedby={message === undefined ? undefined : errorId}
          onChange={(event) => change(event.target.value)}
          onBlur={() => setLeft(true)}
        />
        <button
          type="button"
          className={`rounded p-1 text-slate-500 hover:text-slate-800 ${focusRing}`}
          aria-label={t('DATE_INPUT.OPEN_CALENDAR', { label })}
          onClick={() => picker.current?.showPicker?.()}
        >
          <NamedIcon name="calendar" className="h-4 w-4" />
        </button>
        {/* The browser's calendar, anchored under the field; never focused or read on its own. */}
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          className="pointer-events-none absolute bottom-0 left-0 h-px w-px opacity-0"
          value={isDay(value) ? value : ''}
          min={min}
          max={max}
          onChange={(event) => change(dayToText(event.target.value))}
        />
      </div>
      {message === undefined ? null : (
        <p id={errorId} className="max-w-56 text-xs text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
