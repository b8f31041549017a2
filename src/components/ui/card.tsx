/** A titled panel; the title is a heading so screen-reader users can jump between panels. */
import type { ReactNode } from 'react';

export function Card({ title, action, children, className = '', headingLevel = 2 }: { title: ReactNode; action?: ReactNode; children: ReactNode; className?: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={`rounded-lg border border-slate-200 bg-white p-4 shadow-sm ${className}`}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <Heading className="text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</Heading>
        {action}
      </div>
      {children}
    </section>
  );
}

export function InlineError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {children}
    </p>
  );
}

/** A form's messages that belong to no field, one a line in one alert; nothing when there are none. */
export function InlineErrors({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <InlineError>
      {messages.map((message, i) => (
        <span key={i} className="block">
          {message}
        </span>
      ))}
    </InlineError>
  );
}
