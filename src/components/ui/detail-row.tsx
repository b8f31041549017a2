/**
 * One label and value of a details list (`<dl>`): label on the left, value on the right. A long
 * value (a name without spaces, a URL) breaks anywhere rather than pushing the card wider than a
 * narrow screen: `wrap-anywhere` also lets the flex row shrink it, which `break-words` does not.
 */
import type { ReactNode } from 'react';

export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5 text-sm">
      <dt className="shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 text-right wrap-anywhere text-slate-900">{children}</dd>
    </div>
  );
}
