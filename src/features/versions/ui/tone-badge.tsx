/** A small coloured label for a state; the colour repeats the words, never replaces them. */
import type { ReactNode } from 'react';
import type { Tone } from '../../../components/versions/version-rules';

const TONE_CLASSES: { readonly [T in Tone]: string } = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
  info: 'bg-sky-50 text-sky-800 ring-sky-300',
  progress: 'bg-indigo-50 text-indigo-800 ring-indigo-300',
  waiting: 'bg-amber-50 text-amber-900 ring-amber-300',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
  danger: 'bg-red-50 text-red-800 ring-red-300',
  muted: 'bg-slate-50 text-slate-500 ring-slate-200',
};

/** `value` is the machine word the badge stands for (data-value), for tests and styling hooks. */
export function ToneBadge({ tone, children, testId, value, large = false }: { tone: Tone; children: ReactNode; testId?: string; value?: string; large?: boolean }) {
  const size = large ? 'px-3 py-1 text-sm' : 'px-2 py-0.5 text-xs';
  return (
    <span className={`inline-flex items-center rounded-full font-medium whitespace-nowrap ring-1 ring-inset ${size} ${TONE_CLASSES[tone]}`} data-testid={testId} data-value={value}>
      {children}
    </span>
  );
}
