/**
 * A JSON value as a collapsible tree (native <details>: keyboard and screen readers for free).
 * Children render only when opened, so a large slice costs nothing until someone looks.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';

const CHILDREN_SHOWN = 200;

function Scalar({ value }: { value: unknown }) {
  const color = typeof value === 'string' ? 'text-emerald-700' : typeof value === 'number' ? 'text-sky-700' : 'text-violet-700';
  return <span className={color}>{JSON.stringify(value)}</span>;
}

export function JsonTree({ label, value }: { label: string; value: unknown }) {
  const { t } = useTranslation('devtools');
  const [open, setOpen] = useState(false);
  if (value === null || typeof value !== 'object') {
    return (
      <div className="pl-4">
        <span className="text-slate-600">{label}: </span>
        <Scalar value={value} />
      </div>
    );
  }
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  const shape = Array.isArray(value) ? `[${entries.length}]` : `{${entries.length}}`;
  return (
    <details className="pl-4" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer text-slate-600">
        {label} <span className="text-slate-400">{shape}</span>
      </summary>
      {open && entries.slice(0, CHILDREN_SHOWN).map(([key, child]) => <JsonTree key={key} label={key} value={child} />)}
      {open && entries.length > CHILDREN_SHOWN && <div className="pl-4 text-slate-400">{t('DEVTOOLS.MORE_ITEMS', { n: entries.length - CHILDREN_SHOWN })}</div>}
    </details>
  );
}
