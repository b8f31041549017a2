/**
 * Writes the client configuration into index.html as a data block the page hands to the data
 * layer (src/data-client/host-services.ts), so the first load skips the round trip to
 * /server/api/v1/client-config. A data block (`type="application/json"`) is never run, so the
 * content security policy is untouched; `<`, `>`, `&` and the two JavaScript line separators are
 * escaped so that no value can close the element or open a comment.
 */
import { CLIENT_CONFIG_ELEMENT_ID } from '../../worker/contract/page-config';

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

export function withPageConfig(html: string, config: unknown): string {
  const json = JSON.stringify(config).replace(UNSAFE_IN_SCRIPT, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const block = `<script type="application/json" id="${CLIENT_CONFIG_ELEMENT_ID}">${json}</script>`;
  const at = html.search(/<\/head>/i);
  return at < 0 ? `${block}${html}` : `${html.slice(0, at)}${block}${html.slice(at)}`;
}
