/**
 * Why a live event did not reach the clients, as errors a route can answer with: an event
 * refused before sending (it breaks one of soketi's limits, so sending it would only make soketi
 * drop it, and the rest of its batch with it) or a batch soketi did not accept.
 */
import { HttpError } from '../http/errors.ts';

/** soketi's default app limits (`maxEventPayloadInKb`, `maxEventNameLength`); we start it with the defaults. */
export const SOKETI_LIMITS = {
  /** Bytes of an event's serialized `data`; soketi refuses more than 100 KB (100 × 1024). */
  dataBytes: 100 * 1024,
  eventNameLength: 200,
} as const;

/** An event refused before sending: the caller gave something soketi would drop. */
export class LiveEventRefused extends HttpError {
  constructor(
    message: string,
    readonly event: string,
    readonly channel: string,
  ) {
    super(413, message);
  }
}

/** soketi unreachable, answering an error status, or (with status 200) an error in the body. */
export class LiveDeliveryFailed extends HttpError {
  constructor(
    readonly events: readonly string[],
    readonly reason: string,
  ) {
    super(502, `soketi did not accept the live event${events.length > 1 ? 's' : ''} ${events.join(', ')}: ${reason}`);
  }
}

/** The refusal for an event that breaks soketi's limits, or null when it may be sent. */
export function refusalOf(channel: string, event: string, data: unknown): LiveEventRefused | null {
  if (event.length > SOKETI_LIMITS.eventNameLength) {
    return new LiveEventRefused(`The live event name ${event.slice(0, 60)}… is ${event.length} characters long; soketi accepts at most ${SOKETI_LIMITS.eventNameLength}.`, event, channel);
  }
  // soketi measures the `data` string the Pusher HTTP API carries: the JSON of the payload, in UTF-8.
  const bytes = Buffer.byteLength(JSON.stringify(data), 'utf8');
  if (bytes > SOKETI_LIMITS.dataBytes) {
    return new LiveEventRefused(
      `The live event ${event} on ${channel} was not sent: its data is ${bytes} bytes, over soketi's limit of ${SOKETI_LIMITS.dataBytes} bytes (100 KB).`,
      event,
      channel,
    );
  }
  return null;
}
