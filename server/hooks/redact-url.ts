/**
 * A hook URL as a visitor sees it (docs/ad-sets.md "Webhooks"): receivers often take their own
 * secret in the URL (`https://user:pass@…`, `?token=…`), so whoever may not edit the hooks gets
 * the URL without its credentials, each query value replaced by `…` and the fragment likewise.
 * The names of the parameters stay: they tell which receiver it is without giving its key.
 */
export const REDACTED = '…';

export function redactHookUrl(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    // Saved URLs are valid; should one not parse, nothing of it is shown rather than all of it.
    return REDACTED;
  }
  const names = [...url.searchParams.keys()];
  const query = names.length > 0 || url.search !== '' ? `?${names.map((name) => `${encodeURIComponent(name)}=${REDACTED}`).join('&')}` : '';
  const fragment = url.hash !== '' ? `#${REDACTED}` : '';
  // origin and pathname never carry the userinfo.
  return `${url.origin}${url.pathname}${query}${fragment}`;
}
