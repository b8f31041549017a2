/**
 * Logs readable for ever (docs/event-log.md "Old logs"). Every bump of PROTOCOL_VERSION adds one
 * step here that reads a log of the version before as the version after, as event stores do
 * (a chain of small functions, n → n+1, applied on read; the file on disk is never rewritten).
 * A log written at version v passes through every step from v up to this build's version: its
 * checkpoint's state and each envelope, as raw JSON, before the parser checks them.
 *
 * A step may only say what it knows of the old shape: fill a slice that did not exist with its
 * initial state, rename an event's field, split an event in two, drop an event nobody reads. The
 * slices a step adds are not part of the old build's state hash, so a replay compares the
 * header's hash with the state without them (replay.ts `hashAsWritten`).
 *
 * The test next to this file fails when PROTOCOL_VERSION moves without a step, and replays a log
 * recorded by the build of each version still readable (tests/fixtures/event-logs/).
 */
import { PROTOCOL_VERSION } from '../contract/api';
import type { SliceName } from '../contract/snapshot';
import { initialSnapshot } from '../domains/registry';
import { requestEnvelopesStep } from './upcast-request-envelopes';

type Json = Record<string, unknown>;

export interface Upcaster {
  /** The version it reads; it writes `from + 1`. */
  readonly from: number;
  /** What changed, in words (shown by `npm run replay` when it upcasts). */
  readonly change: string;
  /** Slices the newer version has and the older one had not. */
  readonly addedSlices?: readonly SliceName[];
  readonly checkpointState?: (state: Json) => Json;
  /** An envelope as the newer version writes it; null drops it. */
  readonly envelope?: (envelope: Json) => Json | null;
}

/** A checkpoint of a version without `slice` gets the slice's initial state. */
const withInitialSlice =
  (slice: SliceName) =>
  (state: Json): Json =>
    slice in state ? state : { ...state, [slice]: initialSnapshot()[slice] };

/**
 * Oldest first, one per version from OLDEST_READABLE_VERSION on. Logs of versions 1 to 5 were
 * written before logs were kept readable: their builds are named in their headers from version 6
 * on only, and the shapes of those versions were never recorded, so they are refused with the way
 * forward (check out the build that wrote them).
 */
export const UPCASTERS: readonly Upcaster[] = [
  {
    from: 6,
    change: 'who else is here: the presence slice and its events (presence/*) were added',
    addedSlices: ['presence'],
    checkpointState: withInitialSlice('presence'),
  },
  {
    from: 7,
    change: 'writes that survive going offline: the outbox slice and its events (outbox/*) were added',
    addedSlices: ['outbox'],
    checkpointState: withInitialSlice('outbox'),
  },
  requestEnvelopesStep(8),
];

export const OLDEST_READABLE_VERSION = UPCASTERS[0]?.from ?? PROTOCOL_VERSION;

/** The steps that bring a log of `version` to this build's, or why it cannot be read. */
export function upcastSteps(version: unknown, build: string | null): { readonly steps: readonly Upcaster[] } | { readonly refused: string } {
  const checkout = build === null ? 'the build that wrote it' : `its build (git checkout ${build})`;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return { refused: `protocolVersion ${JSON.stringify(version)} is not a version` };
  if (version > PROTOCOL_VERSION) return { refused: `log was written with protocolVersion ${version} by a newer build; this build speaks ${PROTOCOL_VERSION}: replay it with ${checkout} or a later one` };
  if (version < OLDEST_READABLE_VERSION) {
    return { refused: `log was written with protocolVersion ${version}; this build reads ${OLDEST_READABLE_VERSION} to ${PROTOCOL_VERSION} (older logs have no upcaster): replay it with ${checkout}` };
  }
  return { steps: UPCASTERS.filter((step) => step.from >= version) };
}

/** The slices the steps added: not in the writing build's state hash. */
export function addedSlices(steps: readonly Upcaster[]): SliceName[] {
  return steps.flatMap((step) => step.addedSlices ?? []);
}

export function upcastCheckpointState(state: Json, steps: readonly Upcaster[]): Json {
  return steps.reduce((current, step) => step.checkpointState?.(current) ?? current, state);
}

export function upcastEnvelope(envelope: Json, steps: readonly Upcaster[]): Json | null {
  let current: Json | null = envelope;
  for (const step of steps) {
    if (current === null) return null;
    current = step.envelope ? step.envelope(current) : current;
  }
  return current;
}
