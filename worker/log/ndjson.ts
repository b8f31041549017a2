/**
 * The event log's file format (docs/event-log.md): NDJSON, one JSON value per line.
 *
 *   line 1      header     { format, formatVersion, protocolVersion, appVersion, startedAt, ... }
 *   line 2      checkpoint { checkpoint: { seq, state } }   only when older envelopes were evicted
 *   line 2/3..  envelopes  { seq, at, brand, source, event }, seq strictly increasing
 */
import { PROTOCOL_VERSION } from '../contract/api';
import { EVENT_SOURCES, type Envelope } from '../contract/events';
import type { Snapshot } from '../contract/snapshot';
import { EVENT_TYPES, SLICE_NAMES } from '../domains/registry';
import { foldEnvelopes } from './fold';
import { Redactor } from './redact';
import type { EventLogContents } from './ring-buffer';
import { stateHash } from './state-hash';
import { addedSlices, upcastCheckpointState, upcastEnvelope, upcastSteps, type Upcaster } from './upcasters';

export const LOG_FORMAT = 'adcreative-event-log';
export const LOG_FORMAT_VERSION = 1;

/** The build a log was written by: its commit (null outside a git checkout) and build time. */
export interface AppBuild {
  readonly commit: string | null;
  readonly builtAt: string;
}

export interface EventLogHeader {
  readonly format: typeof LOG_FORMAT;
  readonly formatVersion: number;
  readonly protocolVersion: number;
  readonly appVersion: string;
  /** The build that wrote it (null: unbundled, or a log written before builds were named). */
  readonly build: AppBuild | null;
  /** ISO date-time when the engine started. */
  readonly startedAt: string;
  /** How many older envelopes the ring buffer had evicted when exported. */
  readonly evicted: number;
  readonly redacted: boolean;
  /**
   * The state hash a replay of this very file must produce (null in logs written before it was
   * recorded). A full export carries the live hash; a redacted one the hash of its redacted fold.
   */
  readonly stateHash: string | null;
  /** Envelope lines in the file, so a file cut at a line boundary is noticed (null: not recorded). */
  readonly envelopes: number | null;
  /**
   * The version the file was written with when it was older than this build's and read through
   * the upcasters (upcasters.ts); null when it was written by this version. `protocolVersion` is
   * then this build's: the parsed contents are of this version.
   */
  readonly upcastFrom: number | null;
  /** Slices the upcasters added: not in the writing build's state, nor in its stateHash. */
  readonly addedSlices: readonly string[];
}

export interface Checkpoint {
  /** Seq of the last envelope folded into `state`; the first envelope line follows it. */
  readonly seq: number;
  readonly state: Snapshot;
}

export interface EventLogFile {
  readonly header: EventLogHeader;
  readonly checkpoint: Checkpoint | null;
  readonly envelopes: readonly Envelope[];
}

export interface ExportMeta {
  readonly appVersion: string;
  readonly build?: AppBuild | null;
  readonly startedAt: number;
  /** The live state the log's envelopes were folded into (its hash goes into a full export's header). */
  readonly state?: Snapshot;
}

export function exportEventLog(contents: EventLogContents, meta: ExportMeta, options: { readonly redact: boolean }): string {
  const redactor = options.redact ? new Redactor() : null;
  if (redactor !== null) {
    // Every name first, so a name inside a text is replaced even before the name's own field
    // shows up (a notification "Contract for Peter Parker" before the user list naming him).
    if (contents.checkpoint !== null) redactor.learn(contents.checkpoint);
    for (const envelope of contents.envelopes) redactor.learn(envelope);
  }
  const clean = <T>(v: T): T => (redactor === null ? v : redactor.redact(v));
  const checkpointState = contents.checkpoint === null ? null : clean(contents.checkpoint);
  const envelopes = contents.envelopes.map(clean);
  // A full export vouches for the live state; a redacted one can only vouch for what its own
  // (redacted) envelopes fold into, so that is what its recipient checks (docs/event-log.md).
  const live = options.redact ? undefined : meta.state;
  const hash = stateHash(live ?? foldEnvelopes(checkpointState, envelopes).state);
  const header: EventLogHeader = {
    format: LOG_FORMAT,
    formatVersion: LOG_FORMAT_VERSION,
    protocolVersion: PROTOCOL_VERSION,
    appVersion: meta.appVersion,
    build: meta.build ?? null,
    startedAt: new Date(meta.startedAt).toISOString(),
    evicted: contents.evicted,
    redacted: options.redact,
    stateHash: hash,
    envelopes: envelopes.length,
    upcastFrom: null,
    addedSlices: [],
  };
  // What the parser learns from upcasting is not part of the file.
  const { upcastFrom: _upcastFrom, addedSlices: _addedSlices, ...written } = header;
  const lines = [JSON.stringify(written)];
  if (checkpointState !== null) {
    const checkpoint: Checkpoint = { seq: checkpointState.diagnostics.lastSeq, state: checkpointState };
    lines.push(JSON.stringify({ checkpoint }));
  }
  for (const envelope of envelopes) lines.push(JSON.stringify(envelope));
  return lines.join('\n') + '\n';
}

export class EventLogParseError extends Error {
  override readonly name = 'EventLogParseError';
  constructor(
    readonly line: number,
    readonly problem: string,
  ) {
    super(`event log line ${line}: ${problem}`);
  }
}


/** Parses and checks a log; throws EventLogParseError naming the first bad line. */
export function parseEventLog(text: string): EventLogFile {
  const rows = text.split('\n');
  // An export ends with a newline; a last line without one that does not parse was cut off.
  const lastRow = rows.length;
  let header: EventLogHeader | null = null;
  let checkpoint: Checkpoint | null = null;
  const envelopes: Envelope[] = [];
  let lastSeq = -Infinity;
  let steps: readonly Upcaster[] = [];
  let envelopeLines = 0;
  for (let i = 0; i < rows.length; i++) {
    const raw = (rows[i] as string).trim();
    if (raw === '') continue;
    const lineNo = i + 1;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (e) {
      if (lineNo === lastRow) throw new EventLogParseError(lineNo, 'truncated: the last line ends in the middle of a record');
      throw new EventLogParseError(lineNo, `not valid JSON (${(e as Error).message})`);
    }
    if (!isRecord(value)) throw new EventLogParseError(lineNo, 'expected a JSON object');
    if (header === null) {
      const read = checkHeader(value, lineNo);
      header = read.header;
      steps = read.steps;
      continue;
    }
    if ('checkpoint' in value) {
      if (checkpoint !== null || envelopes.length > 0) throw new EventLogParseError(lineNo, 'a checkpoint may only follow the header');
      const raw = value.checkpoint;
      checkpoint = checkCheckpoint(isRecord(raw) && isRecord(raw.state) && steps.length > 0 ? { ...raw, state: upcastCheckpointState(raw.state, steps) } : raw, lineNo);
      lastSeq = checkpoint.seq;
      continue;
    }
    envelopeLines += 1;
    const current = steps.length > 0 ? upcastEnvelope(value, steps) : value;
    // An upcaster may drop an event the newer version no longer has.
    if (current === null) continue;
    const envelope = checkEnvelope(current, lineNo);
    if (envelope.seq === lastSeq) throw new EventLogParseError(lineNo, `seq ${envelope.seq} repeats the previous seq`);
    if (envelope.seq < lastSeq) throw new EventLogParseError(lineNo, `seq ${envelope.seq} goes back (the previous seq is ${lastSeq})`);
    lastSeq = envelope.seq;
    envelopes.push(envelope);
  }
  if (header === null) throw new EventLogParseError(1, 'empty log: the header line is missing');
  if (header.envelopes !== null && header.envelopes !== envelopeLines) {
    throw new EventLogParseError(rows.length, `truncated or edited: the header announces ${header.envelopes} envelopes, the file has ${envelopeLines}`);
  }
  return { header, checkpoint, envelopes };
}

function checkHeader(value: Record<string, unknown>, line: number): { header: EventLogHeader; steps: readonly Upcaster[] } {
  if (value.format !== LOG_FORMAT) throw new EventLogParseError(line, `not an event log header (format ${JSON.stringify(value.format)}, expected "${LOG_FORMAT}")`);
  if (value.formatVersion !== LOG_FORMAT_VERSION) throw new EventLogParseError(line, `unsupported formatVersion ${String(value.formatVersion)} (this build reads ${LOG_FORMAT_VERSION})`);
  const build = optional<AppBuild>(value, 'build', line, isBuild, 'an object { commit: string | null, builtAt: string }');
  const plan = upcastSteps(value.protocolVersion, build?.commit ?? null);
  if ('refused' in plan) throw new EventLogParseError(line, plan.refused);
  const header: EventLogHeader = {
    format: LOG_FORMAT,
    formatVersion: LOG_FORMAT_VERSION,
    protocolVersion: PROTOCOL_VERSION,
    appVersion: typeof value.appVersion === 'string' ? value.appVersion : 'unknown',
    build,
    startedAt: typeof value.startedAt === 'string' ? value.startedAt : '',
    evicted: typeof value.evicted === 'number' ? value.evicted : 0,
    redacted: value.redacted === true,
    stateHash: optional(value, 'stateHash', line, (v) => typeof v === 'string' && /^[0-9a-f]{16}$/.test(v), '16 hex digits'),
    envelopes: optional(value, 'envelopes', line, (v) => Number.isInteger(v) && (v as number) >= 0, 'a count'),
    upcastFrom: plan.steps.length > 0 ? (value.protocolVersion as number) : null,
    addedSlices: addedSlices(plan.steps),
  };
  return { header, steps: plan.steps };
}

const isBuild = (v: unknown): boolean => v === null || (isRecord(v) && (v.commit === null || typeof v.commit === 'string') && typeof v.builtAt === 'string');

/** A header field later writers add: absent means "not recorded", present must be well formed. */
function optional<T>(value: Record<string, unknown>, key: string, line: number, valid: (v: unknown) => boolean, expected: string): T | null {
  if (value[key] === undefined) return null;
  if (!valid(value[key])) throw new EventLogParseError(line, `header.${key} must be ${expected}, got ${JSON.stringify(value[key])}`);
  return value[key] as T;
}

function checkCheckpoint(value: unknown, line: number): Checkpoint {
  if (!isRecord(value) || !Number.isInteger(value.seq) || !isRecord(value.state)) {
    throw new EventLogParseError(line, 'checkpoint must be { seq: integer, state: object }');
  }
  const state = value.state;
  const missing = SLICE_NAMES.filter((s) => !isRecord(state[s]));
  if (missing.length > 0) throw new EventLogParseError(line, `checkpoint state lacks slices: ${missing.join(', ')}`);
  return { seq: value.seq as number, state: state as unknown as Snapshot };
}

function checkEnvelope(value: Record<string, unknown>, line: number): Envelope {
  if (!Number.isInteger(value.seq)) throw new EventLogParseError(line, 'envelope.seq must be an integer');
  if (typeof value.at !== 'number' || !Number.isFinite(value.at)) throw new EventLogParseError(line, 'envelope.at must be a number (epoch ms)');
  if (value.brand !== null && typeof value.brand !== 'string') throw new EventLogParseError(line, 'envelope.brand must be a string or null');
  if (!(EVENT_SOURCES as readonly unknown[]).includes(value.source)) throw new EventLogParseError(line, `envelope.source ${JSON.stringify(value.source)} is not one of ${EVENT_SOURCES.join(', ')}`);
  if (!isRecord(value.event)) throw new EventLogParseError(line, 'envelope.event must be an object');
  if (typeof value.event.type !== 'string' || !EVENT_TYPES.has(value.event.type)) throw new EventLogParseError(line, `unknown event type ${JSON.stringify(value.event.type)}`);
  return value as unknown as Envelope;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
