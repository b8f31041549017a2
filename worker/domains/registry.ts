/**
 * The one registry of domain modules. Everything that lists slices, event types, live events,
 * calls, effects or commands is derived from it, and `defineRegistry` makes the type checker
 * refuse a registry that misses a slice of the Snapshot, an event type of the DomainEvent union or
 * a command of the Command union (registry.test.ts shows it).
 */
import type { CommandType } from '../contract/commands';
import type { DomainEventType } from '../contract/events';
import type { Query } from '../contract/queries';
import { BRAND_SCOPED_SLICES, type SliceName, type Snapshot } from '../contract/snapshot';
import type { BrandLoad } from '../engine/commands/command-context';
import type { Cadence } from '../engine/core/cadence';
import type { Effect } from '../engine/core/effect';
import type { QueryPatcher } from '../engine/live-queries/patcher';
import type { QueryDefs } from '../engine/live-queries/query-def';
import type { EngineRegistry, SliceCase } from '../engine/registry';
import type { CallDef } from '../ports/http/call';
import type { LiveEventSpec } from '../ports/live/live-event-spec';
import { adSetsDomain } from './ad-sets';
import { brandDomain } from './brand';
import { brandAdminDomain } from './brand-admin';
import { assetsDomain } from './assets';
import { buildsDomain } from './builds';
import { connectionDomain } from './connection';
import { diagnosticsDomain, noteEnvelope } from './diagnostics';
import { feedsDomain } from './feeds';
import type { CaseReducer, CommandHandler, DomainModule, SliceDef } from './domain';
import { incidentsDomain } from './incidents';
import { noticesDomain } from './notices';
import { notificationsDomain } from './notifications';
import { peopleDomain } from './people';
import { presenceDomain } from './presence';
import { OUTBOX_SPEC, outboxDomain } from './outbox';
import { requestsDomain } from './requests';
import { resourcesDomain } from './resources';
import { sessionDomain } from './session';
import { sessionCalls } from './session/calls';
import { storageDomain } from './storage';
import { systemDomain } from './system';
import { teamsDomain } from './teams';
import { toastsDomain } from './toasts';
import { uploadsDomain } from './uploads';
import { versionsDomain } from './versions';
import { visualsDomain } from './visuals';
import { walletDomain } from './wallet';

// ---------------------------------------------------------------- what a registry must cover

type Values<D> = D[keyof D];
type SliceNamesOf<D> = Values<{ [K in keyof D]: D[K] extends { slice: { name: infer N } } ? N : never }>;
type FoldedOf<D> = Values<{ [K in keyof D]: D[K] extends { slice: { cases: infer C } } ? keyof C : never }>;
type DecodedOf<D> = Values<{ [K in keyof D]: D[K] extends { live: readonly (infer L)[] } ? (L extends { type: infer T } ? T : never) : never }>;
type SignalsOf<D> = Values<{ [K in keyof D]: D[K] extends { signals: readonly (infer S)[] } ? S : never }>;
type CommandsOf<D> = Values<{ [K in keyof D]: D[K] extends { commands: infer C } ? keyof C : never }>;
type QueriesOf<D> = Values<{ [K in keyof D]: D[K] extends { queries: infer Q } ? keyof Q : never }>;

type MissingSlices<D> = Exclude<SliceName, SliceNamesOf<D>>;
type MissingEvents<D> = Exclude<DomainEventType, FoldedOf<D> | DecodedOf<D> | SignalsOf<D>>;
type MissingCommands<D> = Exclude<CommandType, CommandsOf<D>>;
type MissingQueries<D> = Exclude<Query['kind'], QueriesOf<D>>;

/** `unknown` (no constraint) for a complete registry; otherwise a type naming what is missing. */
export type Complete<D> = [MissingSlices<D>] extends [never]
  ? [MissingEvents<D>] extends [never]
    ? [MissingCommands<D>] extends [never]
      ? [MissingQueries<D>] extends [never]
        ? unknown
        : { readonly missingQueries: MissingQueries<D> }
      : { readonly missingCommands: MissingCommands<D> }
    : { readonly missingEvents: MissingEvents<D> }
  : { readonly missingSlices: MissingSlices<D> };

export function defineRegistry<const D extends Record<string, DomainModule>>(domains: D & Complete<D>): D {
  return domains;
}

// ---------------------------------------------------------------- the registry

// The order is the contracts' order (worker/domains/contracts.ts): the snapshot's key order.
export const DOMAINS = defineRegistry({
  connection: connectionDomain,
  session: sessionDomain,
  brand: brandDomain,
  wallet: walletDomain,
  storage: storageDomain,
  teams: teamsDomain,
  builds: buildsDomain,
  notifications: notificationsDomain,
  incidents: incidentsDomain,
  system: systemDomain,
  toasts: toastsDomain,
  diagnostics: diagnosticsDomain,
  requests: requestsDomain,
  uploads: uploadsDomain,
  presence: presenceDomain,
  resources: resourcesDomain,
  visuals: visualsDomain,
  versions: versionsDomain,
  adSets: adSetsDomain,
  feeds: feedsDomain,
  notices: noticesDomain,
  brandAdmin: brandAdminDomain,
  assets: assetsDomain,
  people: peopleDomain,
  outbox: outboxDomain,
});

const modules: readonly DomainModule[] = Object.values(DOMAINS);

// ---------------------------------------------------------------- derived lists

type AnySlice = SliceDef<SliceName, DomainEventType>;
const slices = modules.flatMap((m) => (m.slice ? [m.slice as AnySlice] : []));
if (new Set(slices.map((s) => s.name)).size !== slices.length) throw new Error('a slice is declared by two domains');

/** Slice names in registry order: the snapshot's keys, the batcher's and the log check's list. */
export const SLICE_NAMES: readonly SliceName[] = slices.map((s) => s.name);

const BRAND_SCOPED: ReadonlySet<SliceName> = new Set(BRAND_SCOPED_SLICES);

/** Slices that cross the bridge in another form (host/bridged-state.ts), and how. */
export const BRIDGES: ReadonlyMap<SliceName, (slice: unknown) => unknown> = new Map(slices.flatMap((s) => (s.bridge ? [[s.name, s.bridge as (slice: unknown) => unknown] as const] : [])));

/**
 * When each slice's changes cross the bridge (host/batcher.ts): a rule per slice that declares
 * one; every other slice's changes go at once.
 */
export const CADENCES: ReadonlyMap<SliceName, (before: unknown, after: unknown) => Cadence> = new Map(
  slices.flatMap((s) => {
    const cadence = s.cadence;
    if (cadence === undefined) return [];
    const rule = cadence === 'display' ? () => 'display' as const : (cadence as (before: unknown, after: unknown) => Cadence);
    return [[s.name, rule] as const];
  }),
);

export function initialSnapshot(): Snapshot {
  return Object.fromEntries(slices.map((s) => [s.name, s.initial])) as unknown as Snapshot;
}

/** Event type → the slices that fold it and how. */
export const CASES: ReadonlyMap<string, readonly SliceCase[]> = (() => {
  const map = new Map<string, SliceCase[]>();
  for (const s of slices) {
    for (const [type, reduce] of Object.entries(s.cases) as [string, CaseReducer<unknown, DomainEventType>][]) {
      map.set(type, [...(map.get(type) ?? []), { slice: s.name, reduce: reduce as SliceCase['reduce'] }]);
    }
  }
  return map;
})();

export const LIVE_EVENTS: readonly LiveEventSpec[] = modules.flatMap((m) => m.live ?? []);

/** Every domain event type, at run time (validating imported logs). */
export const EVENT_TYPES: ReadonlySet<string> = new Set([
  ...CASES.keys(),
  ...LIVE_EVENTS.map((l) => l.type),
  ...modules.flatMap((m) => m.signals ?? []),
]);

const EFFECTS: readonly Effect[] = modules.flatMap((m) => m.effects ?? []);
const PATCHERS: readonly QueryPatcher[] = modules.flatMap((m) => m.patchers ?? []);

/** Query kind → its definition (one domain per kind). */
export const QUERY_DEFS: QueryDefs = (() => {
  const defs: Record<string, unknown> = {};
  for (const m of modules) {
    for (const [kind, def] of Object.entries(m.queries ?? {})) {
      if (kind in defs) throw new Error(`query ${kind} is declared by two domains`);
      defs[kind] = def;
    }
  }
  return defs as QueryDefs;
})();
const BRAND_LOADS: readonly BrandLoad[] = modules.flatMap((m) => (m.onBrandReady ? [m.onBrandReady] : []));

export const COMMANDS: ReadonlyMap<string, CommandHandler<CommandType>> = (() => {
  const map = new Map<string, CommandHandler<CommandType>>();
  for (const m of modules) {
    for (const [type, handler] of Object.entries(m.commands ?? {})) {
      if (map.has(type)) throw new Error(`command ${type} is declared by two domains`);
      map.set(type, handler as never);
    }
  }
  return map;
})();

/**
 * This app's engine registry: what createEngine (engine/create-engine.ts) is made of. Composed
 * once; worker/app-engine.ts makes the app's engine and reducer from it.
 */
export const APP_REGISTRY: EngineRegistry = {
  initialState: initialSnapshot,
  cases: CASES,
  brandScope: {
    current: (state) => state.brand.identifier,
    opensWith: 'brand/switch-started',
    resetBy: new Set(['brand/switch-started', 'session/signed-out']),
    slices: BRAND_SCOPED,
  },
  everyEnvelope: { slice: 'diagnostics', note: (slice, seq, foreign) => noteEnvelope(slice as Snapshot['diagnostics'], seq, foreign) },
  seq: {
    last: (state) => state.diagnostics.lastSeq,
    resume: (state, lastSeq) => ({ ...state, diagnostics: { ...state.diagnostics, lastSeq } }),
  },
  pageStart: 'log/page-loaded',
  effects: EFFECTS,
  patchers: PATCHERS,
  queries: QUERY_DEFS,
  brandLoads: BRAND_LOADS,
  commands: COMMANDS,
  outbox: OUTBOX_SPEC,
  csrfCookie: sessionCalls.csrfCookie,
};

/** Every call by name (fakes answer by name; names must be unique). */
export const CALLS: ReadonlyMap<string, CallDef<never, unknown>> = (() => {
  const map = new Map<string, CallDef<never, unknown>>();
  for (const m of modules) {
    for (const call of Object.values(m.calls ?? {})) {
      if (map.has(call.name)) throw new Error(`call ${call.name} is declared twice`);
      map.set(call.name, call);
    }
  }
  return map;
})();

/** Calls of every domain merged by name, with their types (fakes: `http.autoAnswer('balance', 250)`). */
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
export type CallMap = UnionToIntersection<Values<{ [K in keyof typeof DOMAINS]: (typeof DOMAINS)[K] extends { calls: infer C } ? C : never }>>;
