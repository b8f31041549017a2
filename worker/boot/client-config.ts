/**
 * The public client configuration the server exposes at /server/api/v1/client-config: where the
 * Pusher-protocol server is and which OAuth client the app is. Fetched once at boot; validated
 * like any other answer, with a clear error when the server is not ours.
 */
import * as v from 'valibot';

const ClientConfigSchema = v.object({
  pusher: v.object({
    key: v.pipe(v.string(), v.minLength(1)),
    wsHost: v.optional(v.nullable(v.string())),
    wsPort: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(65535)),
    forceTLS: v.optional(v.boolean(), false),
  }),
  oauthClientId: v.pipe(v.string(), v.minLength(1)),
  environment: v.optional(v.string(), 'production'),
  providerOrigin: v.optional(v.nullable(v.pipe(v.string(), v.url())), null),
  applicationName: v.optional(v.pipe(v.string(), v.minLength(1)), 'Adcreative'),
  // Any string is accepted here: an unusable DSN turns error reporting off, never the app.
  sentryDsn: v.optional(v.nullable(v.string()), null),
});

export interface ClientConfig {
  readonly pusher: { readonly key: string; readonly wsHost: string; readonly wsPort: number; readonly forceTLS: boolean };
  readonly oauthClientId: string;
  readonly environment: string;
  readonly providerOrigin: string | null;
  readonly applicationName: string;
  readonly sentryDsn: string | null;
}

/**
 * A DSN the error-reporting SDK can use: an http(s) URL with a public key (the user part) and a
 * project id (the last path segment), e.g. `https://key@errors.example/42`; anything else is null.
 */
function usableDsn(dsn: string | null): string | null {
  if (dsn === null || !URL.canParse(dsn)) return null;
  const url = new URL(dsn);
  return /^https?:$/.test(url.protocol) && url.username !== '' && /\/\d+$/.test(url.pathname) ? url.href : null;
}

/** `fallbackHost` is the page's host name: the Pusher server is reached on the same host by default. */
export function parseClientConfig(json: unknown, fallbackHost: string): ClientConfig {
  const result = v.safeParse(ClientConfigSchema, json);
  if (!result.success) {
    const issue = result.issues[0];
    throw new Error(`Client config from the server is invalid: ${v.getDotPath(issue) ?? 'root'}: ${issue.message}`);
  }
  const { pusher, oauthClientId, environment, providerOrigin, applicationName, sentryDsn } = result.output;
  return {
    pusher: { key: pusher.key, wsHost: pusher.wsHost || fallbackHost, wsPort: pusher.wsPort, forceTLS: pusher.forceTLS },
    oauthClientId,
    environment,
    // Only an http(s) origin is usable as a link target; anything else is dropped.
    providerOrigin: providerOrigin !== null && /^https?:$/.test(new URL(providerOrigin).protocol) ? new URL(providerOrigin).origin : null,
    applicationName,
    sentryDsn: usableDsn(sentryDsn),
  };
}

/**
 * The configuration the page carries (`inlined`), else the server's answer. An unreadable block
 * (a proxy that rewrote the page) is not fatal: the server is asked, and its answer is validated.
 */
export async function loadClientConfig(origin: string, inlined: string | null, fetchImpl: typeof fetch = fetch): Promise<ClientConfig> {
  if (inlined !== null) {
    try {
      return parseClientConfig(JSON.parse(inlined), new URL(origin).hostname);
    } catch {
      // Asked of the server below.
    }
  }
  return fetchClientConfig(origin, fetchImpl);
}

export async function fetchClientConfig(origin: string, fetchImpl: typeof fetch = fetch): Promise<ClientConfig> {
  const response = await fetchImpl(`${origin}/server/api/v1/client-config`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Client config request failed: HTTP ${response.status}`);
  return parseClientConfig(await response.json(), new URL(origin).hostname);
}
