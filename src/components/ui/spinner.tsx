/** Loading indicators; the label is announced to screen readers. */
export function Spinner({ label, className = 'h-5 w-5', showLabel = false }: { label: string; className?: string; showLabel?: boolean }) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-slate-600">
      <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label}</span>
    </span>
  );
}

export function PageLoader({ label }: { label: string }) {
  return (
    <div className="flex min-h-48 w-full items-center justify-center p-8" data-testid="page-loader">
      <Spinner label={label} className="h-8 w-8" />
    </div>
  );
}

/**
 * A card's content while it loads: the height of the one-line empty state it most often becomes
 * (page-states.tsx EmptyState), so the cards below do not jump when it answers (a dashboard
 * card's 192 px loader collapsing to "No open incidents" was the page's layout shift).
 */
export function CardLoader({ label }: { label: string }) {
  return (
    <div className="flex items-center justify-center rounded-md border border-transparent p-4" data-testid="page-loader">
      <Spinner label={label} className="h-5 w-5" />
    </div>
  );
}

export function FullScreenLoader({ label }: { label: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center" data-testid="full-screen-loader">
      <Spinner label={label} className="h-10 w-10" />
    </div>
  );
}
