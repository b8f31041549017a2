// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CommandType } from '../contract/commands';
import type { DomainEventType } from '../contract/events';
import type { SliceName } from '../contract/snapshot';
import { DOMAIN_CONTRACTS, LIVE_WIRES } from './contracts';
import { CALLS, CASES, COMMANDS, DOMAINS, defineRegistry, EVENT_TYPES, initialSnapshot, LIVE_EVENTS, SLICE_NAMES } from './registry';

// Compile-time completeness: `tsc -b` (part of `npm test`) fails if an @ts-expect-error below
// stops being an error, i.e. if a registry missing a slice, an event kind or a command compiled.
const { wallet: _wallet, ...withoutWallet } = DOMAINS;
// @ts-expect-error the 'balance' slice and the wallet's events are missing
defineRegistry(withoutWallet);

const { system: _system, ...withoutSystem } = DOMAINS;
// @ts-expect-error the 'system' slice, 'live/show-maintenance' & co. and 'system/close-maintenance' are missing
defineRegistry(withoutSystem);

const { diagnostics: _diagnostics, ...withoutDiagnostics } = DOMAINS;
// @ts-expect-error 'request/failed' (a signal only the diagnostics domain declares) is missing
defineRegistry(withoutDiagnostics);

// The complete registry compiles.
defineRegistry(DOMAINS);

// The registry of modules and the registry of contracts (contracts.ts) name the same domains.
type SameKeys<A, B> = [Exclude<keyof A, keyof B> | Exclude<keyof B, keyof A>] extends [never] ? true : false;
const sameDomains: SameKeys<typeof DOMAINS, typeof DOMAIN_CONTRACTS> = true;

/** Exhaustive lists written as types, to compare the run-time lists derived from the registry. */
const ALL_SLICES: Record<SliceName, true> = {
  connection: true, session: true, brand: true, balance: true, storage: true, builds: true,
  notifications: true, incidents: true, system: true, toasts: true, diagnostics: true, requests: true, uploads: true, presence: true,
  outbox: true,
};

describe('the domain registry', () => {
  it('derives every slice, in a stable order, with an initial value', () => {
    expect([...SLICE_NAMES].sort()).toEqual(Object.keys(ALL_SLICES).sort());
    expect(Object.keys(initialSnapshot())).toEqual(SLICE_NAMES);
  });

  it('derives the run-time event-type list: every folded, decoded or signalled type, nothing else', () => {
    const sample: DomainEventType[] = ['balance/changed', 'live/balance-spend', 'request/failed', 'live/notification-created', 'builds/widget-loaded'];
    for (const type of sample) expect(EVENT_TYPES.has(type)).toBe(true);
    expect(EVENT_TYPES.has('builds/build-updated')).toBe(false);
    expect(EVENT_TYPES.size).toBeGreaterThanOrEqual(CASES.size);
  });

  it('has one handler per command and one call per name', () => {
    // Which command types exist is the type checker's to say (defineRegistry refuses a registry
    // that leaves one unhandled); here: the run-time table holds every module's handlers, none
    // dropped by a name two modules share.
    const declared = Object.values(DOMAINS).flatMap((domain) => ('commands' in domain && domain.commands ? Object.keys(domain.commands) : []));
    expect([...COMMANDS.keys()].sort()).toEqual([...declared].sort());
    expect(new Set(declared).size).toBe(declared.length);
    const sample: CommandType[] = ['start', 'comments/add', 'ad-sets/archive', 'assets/upload'];
    for (const type of sample) expect(COMMANDS.has(type)).toBe(true);
    expect(CALLS.get('balance')?.path).toBe('/api/v1/balance-manager/balance');
  });

  it('names the same domains in both registries', () => {
    expect(sameDomains && Object.keys(DOMAIN_CONTRACTS).sort()).toEqual(Object.keys(DOMAINS).sort());
  });

  it("decodes every live row of the domains' contracts with its wire half, and nothing else", () => {
    expect(LIVE_EVENTS.map((l) => l.name).sort()).toEqual(LIVE_WIRES.map((w) => w.name).sort());
    for (const wire of LIVE_WIRES) {
      const row = LIVE_EVENTS.find((l) => l.name === wire.name);
      expect({ type: row?.type, channel: row?.channel }).toEqual({ type: wire.type, channel: wire.channel });
      expect(row?.schema).toBe(wire.schema);
      expect(row?.encode).toBe(wire.encode);
    }
  });

  it('decodes each live event name once', () => {
    const names = LIVE_EVENTS.map((l) => l.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
