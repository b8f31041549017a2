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

/** Long enough to be a key (Slack's tokens are 24 characters, Discord's longer); ids and words are shorter or plain. */
const KEY_LENGTH = 16;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PLAIN_WORDS = /^[a-z]+(?:[-_.][a-z]+)*$/;

/**
 * A segment that looks like a key: a UUID; or a run between separators of 16+ characters with
 * digits or mixed case (a word has neither, and `campaign-1795939140543` is a word and a number);
 * or 32+ characters that are not plain words.
 */
export function looksLikeKey(segment: string): boolean {
  if (UUID.test(segment)) return true;
  if (segment.length >= 2 * KEY_LENGTH && !PLAIN_WORDS.test(segment)) return true;
  return segment.split(/[-_.~]/).some((run) => run.length >= KEY_LENGTH && (/\d/.test(run) || (/[a-z]/.test(run) && /[A-Z]/.test(run))));
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
