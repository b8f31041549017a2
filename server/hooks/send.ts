/**
 * One webhook POST: JSON body, signed, a time limit for the whole exchange, redirects not
 * followed (a receiver answers where it was configured). Loopback and private addresses are
 * refused unless allowed (never in production): the check sits in the connection's lookup, as
 * for feed URLs (server/feeds/fetch-url.ts), so DNS rebinding cannot slip past it.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isPublicAddress, publicOnlyLookup } from '../feeds/public-address.ts';

export interface SendOptions {
  /** Loopback and private receivers may be reached (local test receivers); never in production. */
  readonly allowPrivateHosts: boolean;
  readonly timeoutMs: number;
}

/** The receiver answered (any status), or why no answer came. */
export type SendResult = { readonly status: number } | { readonly error: string };

class Refused extends Error {}
const notPublic = (host: string, address: string) => new Refused(`${host} is a local or private address (${address}): webhooks are sent to public addresses only.`);

function reason(error: unknown, url: URL, timeoutMs: number): string {
  if (error instanceof Refused) return error.message;
  const name = (error as Error).name;
  if (name === 'AbortError' || name === 'TimeoutError') return `${url.host} did not answer within ${timeoutMs} ms.`;
  const code = (error as NodeJS.ErrnoException).code ?? '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `The host ${url.hostname} could not be found.`;
  if (code === 'ECONNREFUSED') return `${url.host} refused the connection.`;
  if (code === 'ECONNRESET' || code === 'EPIPE') return `${url.host} closed the connection.`;
  return `Sending to ${url.host} failed${code ? ` (${code})` : ''}.`;
}

export function sendWebhook(href: string, body: string, headers: Readonly<Record<string, string>>, o: SendOptions): Promise<SendResult> {
  const url = new URL(href);
  const signal = AbortSignal.timeout(o.timeoutMs);
  return new Promise((resolve) => {
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) !== 0 && !o.allowPrivateHosts && !isPublicAddress(literal)) return resolve({ error: notPublic(url.hostname, literal).message });
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      url,
      { method: 'POST', signal, lookup: publicOnlyLookup(o.allowPrivateHosts, notPublic), headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'AdcreativeWebhooks/1.0' } },
      (response) => {
        // The answer's body is not read: only its status counts.
        response.resume();
        resolve({ status: response.statusCode ?? 0 });
      },
    );
    request.on('error', (error) => resolve({ error: reason(signal.aborted ? signal.reason : error, url, o.timeoutMs) }));
    request.end(body);
  });
}
