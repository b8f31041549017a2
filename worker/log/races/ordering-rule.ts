/**
 * Which envelopes of a recorded log may trade places (docs/event-log.md "Exploring races").
 *
 * The log is cut into ITEMS, each arriving as a whole from one STREAM:
 *   - an answer: `requests/finished` and the http envelopes right after it (the answer's events):
 *     its own stream (two answers to different requests may arrive in either order);
 *   - a live event, or a `connection/*` envelope: the stream `live` (one socket keeps its order);
 *   - everything else (a request's start, commands, system envelopes): the stream `local`, what
 *     the data layer did itself, in its order.
 * Two items may trade places when they are of different streams, arrived at most `windowMs`
 * apart, neither is a new page (`log/page-loaded`), and the one is not the other's start (an
 * answer never comes before its `requests/started`; a log whose requests carry no id keeps every
 * answer after every start recorded before it).
 */
import type { Envelope } from '../../contract/events';

export interface Item {
  /** Indexes into the log's envelopes (consecutive). */
  readonly from: number;
  readonly to: number;
  readonly at: number;
  /** `live`, `local`, or `answer:<index>`. */
  readonly stream: string;
  /** For an answer: its request id (null: the log did not record ids). */
  readonly answerOf: string | null | undefined;
  /** For a start: its request id. */
  readonly startOf: string | null | undefined;
  readonly barrier: boolean;
}

const idOf = (envelope: Envelope): string | null => {
  const id = (envelope.event as { id?: unknown }).id;
  return typeof id === 'string' ? id : null;
};

/** The log's envelopes as items, in log order. */
export function itemsOf(envelopes: readonly Envelope[]): Item[] {
  const items: Item[] = [];
  for (let i = 0; i < envelopes.length; i++) {
    const e = envelopes[i] as Envelope;
    const type = e.event.type;
    if (type === 'requests/finished') {
      let to = i;
      for (;;) {
        const next = envelopes[to + 1];
        // Not by time: the answer's events may be stamped a few ms after its requests/finished.
        if (next === undefined || next.source !== 'http' || next.event.type.startsWith('requests/')) break;
        to += 1;
      }
      items.push({ from: i, to, at: e.at, stream: `answer:${i}`, answerOf: idOf(e), startOf: undefined, barrier: false });
      i = to;
      continue;
    }
    const socket = e.source === 'live' || type.startsWith('connection/');
    items.push({
      from: i,
      to: i,
      at: e.at,
      stream: socket ? 'live' : 'local',
      answerOf: undefined,
      startOf: type === 'requests/started' ? idOf(e) : undefined,
      barrier: type === 'log/page-loaded',
    });
  }
  return items;
}

/** Whether `a` (earlier in the log) and `b` (later) may arrive in the other order. */
export function maySwap(a: Item, b: Item, windowMs: number): boolean {
  if (a.stream === b.stream || a.barrier || b.barrier) return false;
  if (Math.abs(b.at - a.at) > windowMs) return false;
  // An answer stays after its own start; without ids, after every start before it.
  if (a.startOf !== undefined && b.answerOf !== undefined && (b.answerOf === null || a.startOf === null || a.startOf === b.answerOf)) return false;
  return true;
}

/**
 * Groups of items that arrived close together: a new group starts where the next item arrived
 * more than `windowMs` after the one before it (nothing can trade places across such a gap).
 * Only groups with at least one pair that may trade places are returned, as [first, last] item indexes.
 */
export function groupsOf(items: readonly Item[], windowMs: number): Array<readonly [number, number]> {
  const groups: Array<readonly [number, number]> = [];
  let start = 0;
  const close = (end: number) => {
    if (end > start && hasSwap(items, start, end, windowMs)) groups.push([start, end]);
  };
  for (let i = 1; i <= items.length; i++) {
    const item = items[i];
    if (item === undefined || item.at - (items[i - 1] as Item).at > windowMs) {
      close(i - 1);
      start = i;
    }
  }
  return groups;
}

function hasSwap(items: readonly Item[], from: number, to: number, windowMs: number): boolean {
  for (let i = from; i <= to; i++) for (let j = i + 1; j <= to; j++) if (maySwap(items[i] as Item, items[j] as Item, windowMs)) return true;
  return false;
}
