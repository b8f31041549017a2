/**
 * Writes data blocks into index.html (worker/contract/page-config.ts names them): the client
 * configuration in every page, and the signed-in session in a page sent to its own person
 * (page-session.ts), so the first load skips the round trips that would ask for them. A data
 * block (`type="application/json"`) is never run, so the content security policy is untouched;
 * `<`, `>`, `&` and the two JavaScript line separators are escaped so that no value can close the
 * element or open a comment.
 */
import { CLIENT_CONFIG_ELEMENT_ID } from '../../worker/contract/page-config';

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/** One data block: the element, its id, and the value as escaped JSON. */
export function dataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** `blocks` go at the end of the head (at the start of a page without one). */
export function withDataBlocks(html: string, blocks: string): string {
  const at = html.search(/<\/head>/i);
  return at < 0 ? `${blocks}${html}` : `${html.slice(0, at)}${blocks}${html.slice(at)}`;
}

export function withPageConfig(html: string, config: unknown): string {
  return withDataBlocks(html, dataBlock(CLIENT_CONFIG_ELEMENT_ID, config));
}

/** `markup` inside the page's `<div id="root">` (the first paint: worker/contract/first-paint.ts). */
export function withRootContent(html: string, markup: string): string {
  return html.replace(/<div id="root"><\/div>/, () => `<div id="root">${markup}</div>`);
}
