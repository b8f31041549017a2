/** A labelled date input with its error below it (linked by aria-describedby), never beyond `max`. */
import { useId } from 'react';
import { focusRing } from '../../components/ui/button';

const input = `rounded-md border bg-white px-2 py-1.5 text-sm text-slate-800 ${focusRing}`;

export function DateField({ label, value, min, max, error, onChange }: { label: string; value: string; min?: string; max: string; error?: string | undefined; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={`${input} ${error === undefined ? 'border-slate-300' : 'border-red-500'}`}
        value={value}
        min={min}
        max={max}
        aria-invalid={error !== undefined}
        aria-describedby={error === undefined ? undefined : `${id}-error`}
        onChange={(event) => onChange(event.target.value)}
      />
      {error === undefined ? null : (
        <p id={`${id}-error`} className="max-w-56 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
