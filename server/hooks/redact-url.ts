/**
 * A hook URL as a visitor sees it (docs/ad-sets.md "Webhooks"): receivers often take their own
 * secret in the URL (`https://user:pass@…`, `?token=…`), so whoever may not edit the hooks gets
 * the URL without its credentials, each query value replaced by `…` and the fragment likewise.
 * The names of the parameters stay: they tell which receiver it is without giving its key.
 * Some receivers put their key in the path instead (Slack `/services/T…/B…/{token}`, Discord
 * `/api/webhooks/{id}/{token}`): a path segment that looks like a key is replaced too, while
 * words (`services`, `catch`, `creative-notifications`) and short ids stay.
 */
export const REDACTED = '…';

/** Long enough to be a key (Slack's tokens are 24 characters, Discord's 68; ids and words are shorter or plain). */
const KEY_LENGTH = 16;

/** A segment that looks like a key: long, and with digits or mixed case (a word is neither), or very long. */
export function looksLikeKey(segment: string): boolean {
  if (segment.length < KEY_LENGTH) return false;
  if (segment.length >= 2 * KEY_LENGTH) return !/^[a-z]+(?:[-_.][a-z]+)*$/.test(segment);
  return /\d/.test(segment) || (/[a-z]/.test(segment) && /[A-Z]/.test(segment));
}

function redactPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (looksLikeKey(decodeURIComponentSafe(segment)) ? REDACTED : segment))
    .join('/');
}

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

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
  return `${url.origin}${redactPath(url.pathname)}${query}${fragment}`;
}
