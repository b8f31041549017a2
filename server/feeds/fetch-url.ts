/**
 * Fetching a feed's URL for real: GET over HTTP(S) with a time limit for the whole answer, a cap
 * on its size, at most five redirects (each one checked again), and gzip/deflate/brotli bodies
 * unpacked. Every failure becomes a FetchFailure whose message says what happened in words a user
 * can act on (the host is unknown, refused, too slow; the URL answered 404; the body is too big).
 *
 * node:http rather than the global fetch: its `lookup` hook sees the address each connection is
 * actually made to, which is where the private-address check (public-address.ts) must sit; the
 * global fetch resolves names where no hook can reach.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { isPublicAddress, publicOnlyLookup } from './public-address.ts';

export interface FetchOptions {
  /** Loopback and private addresses may be reached (local test servers); never in production. */
  readonly allowPrivateHosts: boolean;
  readonly timeoutMs: number;
  readonly maxBytes: number;
}

export interface FetchedDocument {
  readonly body: Buffer;
  readonly contentType: string;
  /** Where the document came from after redirects. */
  readonly url: string;
}

export class FetchFailure extends Error {}

const MAX_REDIRECTS = 5;
const STATUS_TEXT: Readonly<Record<number, string>> = { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 410: 'Gone', 429: 'Too Many Requests', 500: 'Internal Server Error', 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout' };

const notPublic = (host: string, address: string) =>
  new FetchFailure(`${host} is a local or private address (${address}): feeds are fetched from public addresses only.`);

/** An error of the network or of the peer, in words: exported for the cases a test cannot cause without the internet (an unknown host). */
export function failureOf(error: unknown, url: URL, timeoutMs: number): FetchFailure {
  if (error instanceof FetchFailure) return error;
  const code = (error as NodeJS.ErrnoException).code ?? '';
  const host = url.host;
  if ((error as Error).name === 'AbortError' || (error as Error).name === 'TimeoutError') return new FetchFailure(`${host} did not answer within ${timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} s`}.`);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NODATA' || code === 'EAI_NONAME') return new FetchFailure(`The host ${url.hostname} could not be found.`);
  if (code === 'ECONNREFUSED') return new FetchFailure(`${host} refused the connection.`);
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'ECONNABORTED') return new FetchFailure(`${host} closed the connection before the document was complete.`);
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'ETIMEDOUT') return new FetchFailure(`${host} cannot be reached.`);
  if (/CERT|SSL|TLS|SELF_SIGNED/.test(code)) return new FetchFailure(`The secure connection to ${host} failed (${code}).`);
  return new FetchFailure(`Fetching ${url.href} failed${code ? ` (${code})` : ''}.`);
}

function decoded(response: IncomingMessage): Readable {
  switch ((response.headers['content-encoding'] ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(createGunzip());
    case 'deflate':
      return response.pipe(createInflate());
    case 'br':
      return response.pipe(createBrotliDecompress());
    default:
      return response;
  }
}

/** One request; answers the response, or where a redirect points. */
function once(url: URL, o: FetchOptions, signal: AbortSignal): Promise<{ redirect: URL } | FetchedDocument> {
  return new Promise((resolve, reject) => {
    // An address written into the URL is connected to without any lookup: check it here.
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) !== 0 && !o.allowPrivateHosts && !isPublicAddress(literal)) return reject(notPublic(url.hostname, literal));
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(url, { method: 'GET', signal, lookup: publicOnlyLookup(o.allowPrivateHosts, notPublic), headers: { accept: 'text/csv, application/xml, text/xml, application/json, */*;q=0.5', 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'AdcreativeFeedFetcher/1.0' } }, (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        return resolve({ redirect: new URL(response.headers.location, url) });
      }
      if (status < 200 || status >= 300) {
        response.resume();
        return reject(new FetchFailure(`The URL answered ${status} ${response.statusMessage || STATUS_TEXT[status] || ''}`.trimEnd() + '.'));
      }
      const declared = Number(response.headers['content-length'] ?? NaN);
      if (declared > o.maxBytes) {
        response.destroy();
        return reject(tooBig(o.maxBytes));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      const body = decoded(response);
      body.on('data', (chunk: Buffer) => {
        size += chunk.length;
        // Counted after unpacking: a small gzip that unpacks to gigabytes stops here too.
        if (size > o.maxBytes) {
          response.destroy();
          body.destroy();
          reject(tooBig(o.maxBytes));
        } else chunks.push(chunk);
      });
      body.on('end', () => resolve({ body: Buffer.concat(chunks), contentType: String(response.headers['content-type'] ?? ''), url: url.href }));
      body.on('error', (error) => reject(error.message.includes('incorrect header') || (error as NodeJS.ErrnoException).code?.startsWith('Z_') ? new FetchFailure(`The document from ${url.host} is not validly compressed.`) : error));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);
const tooBig = (max: number) => new FetchFailure(`The document is larger than ${size(max)}, the most a feed may be.`);

export async function fetchUrl(href: string, o: FetchOptions): Promise<FetchedDocument> {
  let url = new URL(href);
  const signal = AbortSignal.timeout(o.timeoutMs);
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchFailure(`The URL redirects to ${url.protocol} which is not http or https.`);
      const answer = await once(url, o, signal);
      if ('body' in answer) return answer;
      url = answer.redirect;
    }
  } catch (error) {
    throw failureOf(signal.aborted ? signal.reason : error, url, o.timeoutMs);
  }
  throw new FetchFailure(`The URL redirects more than ${MAX_REDIRECTS} times.`);
}
