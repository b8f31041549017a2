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
  notifications: true, incidents: true, system: true, toasts: true, diagnostics: true, requests: true, uploads: true,
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
    const commands: Record<CommandType, true> = {
      start: true, 'session/complete-sign-in': true, 'session/sign-out': true, 'brand/switch': true, 'session/set-xsrf-token': true,
      'session/set-locale': true, 'notifications/load': true, 'notifications/load-more': true, 'notifications/mark-read': true,
      'notifications/mark-all-read': true, 'incidents/dismiss': true, 'toast/dismiss': true, 'user/set-godlike-primary-role': true,
      'system/close-maintenance': true, 'connection/resync': true, 'notices/dismiss': true, 'visuals/create': true, 'visuals/update': true, 'visuals/action': true,
      'versions/action': true, 'comments/add': true, 'comments/edit': true, 'comments/delete': true, 'builds/start': true,
      'builds/download': true,
  'builds/retry': true,
  'builds/cancel': true,
  'builds/rerender': true, 'builds/download-zip': true,
      'resource/create': true, 'resource/update': true,
      'usage-stats/download': true, 'wallet/request-top-up': true, 'teams/create': true, 'teams/delete': true, 'teams/rename': true, 'teams/add-member': true, 'teams/remove-member': true,
      'people/invite': true, 'people/withdraw-invite': true, 'people/change-role': true,
      'brand-admin/upload-audio': true, 'brand-admin/save-billing-details': true, 'brand-admin/save-notification-settings': true, 'brand-admin/save-brand-profile': true,
      'assets/upload': true, 'assets/create-folder': true, 'assets/rename-folder': true, 'assets/delete-folder': true, 'assets/delete-file': true,
      'assets/trim': true, 'assets/taken-names': true, 'assets/group-upload': true, 'assets/group-delete-file': true,
      'feeds/create': true, 'feeds/edit': true, 'feeds/preview': true, 'feeds/settings': true, 'feeds/attribute-types': true, 'feeds/action': true,
      'ad-sets/create-draft': true, 'ad-sets/save-step': true, 'ad-sets/populate': true, 'ad-sets/review': true, 'ad-sets/hooks': true, 'ad-sets/request-renders': true, 'ad-sets/export': true, 'ad-sets/archive': true, 'ad-sets/delete': true,
    };
    expect([...COMMANDS.keys()].sort()).toEqual(Object.keys(commands).sort());
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
