/**
 * Private-channel authorisation for pusher-js (`channelAuthorization.customHandler`).
 *
 * Why a custom handler instead of pusher's built-in ajax transport with `auth.headers`: the
 * XSRF token changes during a session (sign-in, brand switch, 419 recovery) and must be the
 * CURRENT one on every auth call, including the automatic re-auth after a reconnect. Our own
 * fetch reads the token at call time, sends the channel's brand as X-Brand, sends cookies, and
 * behaves the same in the worker and in Node tests (pusher's transports differ per build).
 */
import * as v from 'valibot';
import { buildRequestHeaders, serverBase, type XsrfTokenCell } from '../http/request-headers';
import type { FetchLike } from '../http/http-client';
import { brandOfChannel } from '../../contract/live-channels';

export interface ChannelAuthorizationData {
  auth: string;
  channel_data?: string;
  shared_secret?: string;
}
export type ChannelAuthorizationCallback = (error: Error | null, data: ChannelAuthorizationData | null) => void;
export type ChannelAuthorizationHandler = (
  params: { socketId: string; channelName: string },
  callback: ChannelAuthorizationCallback,
) => void;

export interface ChannelAuthorizerOptions {
  readonly origin: string;
  readonly fetch: FetchLike;
  readonly xsrf: XsrfTokenCell;
  /**
   * Told about every failed authorisation before pusher hears of it: the HTTP status, or 0 when
   * no usable answer came (network error, invalid body). pusher's own error event carries no status.
   */
  readonly onFailure?: (channelName: string, status: number) => void;
  /**
   * Whether the channel is still wanted when pusher-js gets round to authorising it. pusher asks
   * asynchronously after `subscribe`, so during a quick run of brand switches it can ask for a
   * brand that has already left the scope; such a request would carry a stale X-Brand.
   */
  readonly wanted?: (channelName: string) => boolean;
}

/** Not an error anyone reports: the channel was left before its authorisation was sent. */
class ChannelLeftError extends Error {}

/** A failed authorisation, with the status the live port reports (0: no usable answer). */
class ChannelAuthError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const authAnswer = v.object({ auth: v.string(), channel_data: v.optional(v.string()) });

export function createChannelAuthorizer({ origin, fetch: fetchImpl, xsrf, onFailure, wanted }: ChannelAuthorizerOptions): ChannelAuthorizationHandler {
  const url = `${serverBase(origin)}/api/v1/broadcasting/auth`;

  async function authorize(socketId: string, channelName: string): Promise<ChannelAuthorizationData> {
    if (wanted !== undefined && !wanted(channelName)) throw new ChannelLeftError(`Channel ${channelName} was left before its authorisation`);
    const headers = buildRequestHeaders({ brand: brandOfChannel(channelName), xsrfToken: xsrf.get() });
    // Form-encoded, as pusher-js and Laravel's Broadcast::auth expect.
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    const body = new URLSearchParams({ socket_id: socketId, channel_name: channelName }).toString();
    let response: Response;
    try {
      response = await fetchImpl(url, { method: 'POST', headers, body, credentials: 'include' });
    } catch {
      throw new ChannelAuthError(`Channel authorisation of ${channelName} failed: network error`, 0);
    }
    if (!response.ok) throw new ChannelAuthError(`Channel authorisation of ${channelName} failed: HTTP ${response.status}`, response.status);
    const parsed = v.safeParse(authAnswer, await response.json().catch(() => null));
    if (!parsed.success) throw new ChannelAuthError(`Channel authorisation of ${channelName} failed: invalid answer`, 0);
    const data: ChannelAuthorizationData = { auth: parsed.output.auth };
    if (parsed.output.channel_data !== undefined) data.channel_data = parsed.output.channel_data;
    return data;
  }

  return ({ socketId, channelName }, callback) => {
    authorize(socketId, channelName).then(
      (data) => callback(null, data),
      (error: unknown) => {
        if (!(error instanceof ChannelLeftError)) onFailure?.(channelName, error instanceof ChannelAuthError ? error.status : 0);
        callback(error instanceof Error ? error : new Error(String(error)), null);
      },
    );
  };
}
