/**
 * The one registry of domain contracts: every domain's `contract.ts`, by the name the domain
 * registry (registry.ts) gives its module. The protocol's unions are derived from it, never listed
 * by hand: `DomainEvent`, `Command`, `Query` and `QueryResults` are the union (or, for results,
 * the merge) of what each contract declares, the engine's state (`SliceStates`, the Snapshot) is
 * every contract's slice, and `LIVE_WIRES` is every live row's wire half. A new domain adds its
 * contract here once; a new event, command, query, slice or live row is written in its domain's
 * contract only. Pure, like the contracts: the server imports it too.
 */
import type { AnyLiveWire, ContractParts, DomainContract } from './contract-kit';
import { adSetsContract } from './ad-sets/contract';
import { assetsContract } from './assets/contract';
import { brandContract } from './brand/contract';
import { brandAdminContract } from './brand-admin/contract';
import { buildsContract } from './builds/contract';
import { connectionContract } from './connection/contract';
import { diagnosticsContract } from './diagnostics/contract';
import { feedsContract } from './feeds/contract';
import { incidentsContract } from './incidents/contract';
import { noticesContract } from './notices/contract';
import { notificationsContract } from './notifications/contract';
import { outboxContract } from './outbox/contract';
import { peopleContract } from './people/contract';
import { presenceContract } from './presence/contract';
import { requestsContract } from './requests/contract';
import { resourcesContract } from './resources/contract';
import { sessionContract } from './session/contract';
import { storageContract } from './storage/contract';
import { systemContract } from './system/contract';
import { teamsContract } from './teams/contract';
import { toastsContract } from './toasts/contract';
import { uploadsContract } from './uploads/contract';
import { versionsContract } from './versions/contract';
import { visualsContract } from './visuals/contract';
import { walletContract } from './wallet/contract';

export const DOMAIN_CONTRACTS = {
  connection: connectionContract,
  session: sessionContract,
  brand: brandContract,
  wallet: walletContract,
  storage: storageContract,
  teams: teamsContract,
  builds: buildsContract,
  notifications: notificationsContract,
  incidents: incidentsContract,
  system: systemContract,
  toasts: toastsContract,
  diagnostics: diagnosticsContract,
  requests: requestsContract,
  uploads: uploadsContract,
  resources: resourcesContract,
  visuals: visualsContract,
  versions: versionsContract,
  adSets: adSetsContract,
  feeds: feedsContract,
  notices: noticesContract,
  brandAdmin: brandAdminContract,
  assets: assetsContract,
  people: peopleContract,
  presence: presenceContract,
  outbox: outboxContract,
} satisfies Record<string, DomainContract<Partial<ContractParts>>>;

type Contracts = typeof DOMAIN_CONTRACTS;
/** One part (`events`, `commands`, ...) of every contract, as a union; `never` where a domain has none. */
type PartOf<K extends keyof ContractParts> = {
  [D in keyof Contracts]: Contracts[D] extends DomainContract<infer P> ? (P extends { readonly [Q in K]: infer X } ? X : never) : never;
}[keyof Contracts];
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** Every domain event: what the log records, the reducer folds and the effects react to. */
export type DomainEvent = PartOf<'events'>;
/** Every command the main thread can send (a command is data: logged, replayed, sent by a tester). */
export type Command = PartOf<'commands'>;
/** Every query kind pages watch (live-queries.ts). */
export type Query = PartOf<'queries'>;
/** Every resource a watched query shows: what query keys and records/* events name. */
export type WatchedResource = PartOf<'watches'>;
/** What each query kind gives (every domain's results, merged). */
export type QueryResults = UnionToIntersection<PartOf<'results'>>;

type Flat<T> = { readonly [K in keyof T]: T[K] };
/** Every domain's slice of the engine's state, by slice name (contract/snapshot.ts: Snapshot). */
export type SliceStates = Flat<UnionToIntersection<PartOf<'slice'>>>;
/** The slices that cross the bridge in another form than the worker keeps them, and that form. */
export type BridgedForms = Flat<UnionToIntersection<PartOf<'bridged'>>>;

/** The echo name of every live event a domain hears (`BalanceManager.Spend`, `AdSetUpdated`, ...). */
export type LiveEventName = Contracts[keyof Contracts]['live'][number]['name'];

/** Every live row's wire half (name, channel, schema, encoder, example), in registry order. */
export const LIVE_WIRES: readonly AnyLiveWire[] = Object.values(DOMAIN_CONTRACTS as Record<string, { readonly live: readonly AnyLiveWire[] }>).flatMap((c) => c.live);
