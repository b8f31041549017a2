/** Inline illustrations of the error page (no extra request, so they work when the network does not). */
export function NotFoundImage() {
  return (
    <svg viewBox="0 0 200 140" className="h-36 w-auto" aria-hidden="true" data-testid="image-404">
      <rect x="20" y="20" width="160" height="100" rx="12" className="fill-indigo-50 stroke-indigo-300" strokeWidth="3" />
      <circle cx="80" cy="68" r="24" className="fill-white stroke-indigo-500" strokeWidth="5" />
      <line x1="97" y1="86" x2="122" y2="110" className="stroke-indigo-500" strokeWidth="7" strokeLinecap="round" />
      <text x="80" y="76" textAnchor="middle" className="fill-indigo-500" fontSize="22" fontWeight="700">
        ?
      </text>
      <circle cx="150" cy="45" r="6" className="fill-indigo-200" />
      <circle cx="160" cy="95" r="4" className="fill-indigo-200" />
    </svg>
  );
}

export function DefaultErrorImage() {
  return (
    <svg viewBox="0 0 200 140" className="h-36 w-auto" aria-hidden="true" data-testid="image-default">
      <path d="M100 18 L182 122 H18 Z" className="fill-amber-50 stroke-amber-400" strokeWidth="4" strokeLinejoin="round" />
      <line x1="100" y1="55" x2="100" y2="90" className="stroke-amber-600" strokeWidth="8" strokeLinecap="round" />
      <circle cx="100" cy="106" r="5" className="fill-amber-600" />
    </svg>
  );
}
