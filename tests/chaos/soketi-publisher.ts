/**
 * Publishes raw events straight to the stack's soketi (its own port, not the browsers' live gate)
 * with the `pusher` npm client, at most 10 per triggerBatch as server/live/publisher.ts does, but
 * without its checks: the fuzz sends what a broken or hostile backend would (a non-JSON body is a
 * string sent as it is). A batch soketi does not accept fails the call, so nothing is lost unseen.
 */
import Pusher from 'pusher';
import { loadConfig } from '../../server/config.ts';
import { BATCH_LIMIT, chunk } from '../../server/live/publisher.ts';
import type { WireEvent } from './malformed-events';

export interface RawPublisher {
  /** Sends the events in batches of 10, `parallel` batches at a time; resolves once soketi accepted all. */
  send(events: readonly WireEvent[], parallel?: number): Promise<void>;
}

export function rawSoketiPublisher(): RawPublisher {
  // The same environment variables the stack's processes read (ports from the e2e port block).
  const { soketi } = loadConfig('e2e');
  const pusher = new Pusher({ appId: soketi.appId, key: soketi.key, secret: soketi.secret, host: soketi.host, port: String(soketi.serverPort), useTLS: false, timeout: 10_000 });
  const sendBatch = async (batch: readonly WireEvent[]) => {
    const response = await pusher.triggerBatch(batch.map((e) => ({ channel: e.channel, name: e.name, data: e.data })));
    const body = await response.text();
    // soketi refuses a batch with HTTP 200 and `{ error, code }` in the body.
    if (response.status !== 200 || /"(error|code)"/.test(body)) throw new Error(`soketi refused a batch (${batch.map((e) => e.kind).join(', ')}): ${response.status} ${body.slice(0, 300)}`);
  };
  return {
    async send(events, parallel = 8) {
      const batches = chunk(events, BATCH_LIMIT);
      for (const group of chunk(batches, parallel)) await Promise.all(group.map(sendBatch));
    },
  };
}
