/** An on/off switch (a button with role="switch"): Space and Enter toggle it, like a checkbox. */
import { focusRing } from '../../../components/ui/button';

export function ToggleSwitch({ checked, onChange, label, testId, disabled = false }: { checked: boolean; onChange: (next: boolean) => void; label: string; testId: string; disabled?: boolean }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      data-testid={testId}
      className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:opacity-50 ${checked ? 'bg-indigo-600' : 'bg-slate-300'} ${focusRing}`}
    >
      <span aria-hidden="true" className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5' : 'translate-x-0.5'}`} />
    </button>
  );
}
