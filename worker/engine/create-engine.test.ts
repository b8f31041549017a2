// @vitest-environment node
/**
 * The engine is generic: made of a registry, it folds, dispatches, scopes by brand and runs
 * effects for whatever domains the registry brings. Here a toy registry of two domains (a
 * per-brand tally and a scope that counts envelopes) that share nothing with the app's.
 *
 * The engine's types are the contract's (Snapshot, DomainEvent, Command: derived from the app's
 * domain contracts), so the toy's state, events and commands are cast to them at the boundary.
 */
import { filter, map } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { Command, CommandResult } from '../contract/commands';
import type { DomainEvent, Envelope } from '../contract/events';
import type { Snapshot } from '../contract/snapshot';
import { createFakePorts } from '../../tests/harness/fake-ports';
import { createEngine } from './create-engine';
import type { CommandContext } from './commands/command-context';
import type { Effect } from './core/effect';
import type { Emission } from './core/emission';
import { createReducer } from './reduce';
import type { EngineRegistry, SliceCase } from './registry';

interface ToyState {
  /** The scope domain: the brand in scope and how many envelopes went by (foreign ones apart). */
  readonly scope: { readonly brand: string | null; readonly lastSeq: number; readonly foreign: number };
  /** The tally domain: a per-brand count. */
  readonly tally: { readonly n: number };
}
type ToyEvent = { readonly type: 'scope/opened'; readonly brand: string } | { readonly type: 'tally/added'; readonly by: number } | { readonly type: 'tally/capped' };
type ToyCommand = { readonly type: 'scope/open'; readonly brand: string } | { readonly type: 'tally/add'; readonly by: number };

const toyState = (s: Snapshot) => s as unknown as ToyState;
const asEvent = (e: ToyEvent) => e as unknown as DomainEvent;
const asCommand = (c: ToyCommand) => c as unknown as Command;
const caseOf = <S,>(slice: keyof ToyState, fold: (slice: S, event: ToyEvent) => S): SliceCase =>
  ({ slice, reduce: (s: unknown, e: DomainEvent) => fold(s as S, e as unknown as ToyEvent) }) as unknown as SliceCase;

function emitToy(ctx: CommandContext, event: ToyEvent): CommandResult {
  ctx.emit({ event: asEvent(event), source: 'command', brand: toyState(ctx.state()).scope.brand });
  return { ok: true };
}

/** Tells whoever listens once the tally reached 3 (an effect reacting to accepted envelopes). */
const capAtThree: Effect = (event$, rt) =>
  event$.pipe(
    filter((e) => (e.event as unknown as ToyEvent).type === 'tally/added' && toyState(rt.state()).tally.n >= 3),
    map((e): Emission => ({ event: asEvent({ type: 'tally/capped' }), source: 'system', brand: e.brand })),
  );

function toyRegistry(): EngineRegistry {
  const initial: ToyState = { scope: { brand: null, lastSeq: 0, foreign: 0 }, tally: { n: 0 } };
  return {
    initialState: () => initial as unknown as Snapshot,
    cases: new Map<string, readonly SliceCase[]>([
      ['scope/opened', [caseOf<ToyState['scope']>('scope', (s, e) => (e.type === 'scope/opened' ? { ...s, brand: e.brand } : s))]],
      ['tally/added', [caseOf<ToyState['tally']>('tally', (s, e) => (e.type === 'tally/added' ? { n: s.n + e.by } : s))]],
    ]),
    brandScope: {
      current: (state) => toyState(state).scope.brand,
      opensWith: 'scope/opened',
      resetBy: new Set(['scope/opened']),
      slices: new Set(['tally']) as unknown as EngineRegistry['brandScope']['slices'],
    },
    everyEnvelope: {
      slice: 'scope' as never,
      note: (slice, seq, foreign) => {
        const s = slice as ToyState['scope'];
        return { ...s, lastSeq: seq, foreign: foreign ? s.foreign + 1 : s.foreign };
      },
    },
    seq: { last: (state) => toyState(state).scope.lastSeq, resume: (state) => state },
    pageStart: 'toy/page-loaded',
    effects: [capAtThree],
    patchers: [],
    queries: {} as EngineRegistry['queries'],
    brandLoads: [],
    commands: new Map([
      ['scope/open', (ctx: CommandContext, c: ToyCommand) => (c.type === 'scope/open' ? emitToy(ctx, { type: 'scope/opened', brand: c.brand }) : { ok: false })],
      ['tally/add', (ctx: CommandContext, c: ToyCommand) => (c.type === 'tally/add' ? emitToy(ctx, { type: 'tally/added', by: c.by }) : { ok: false })],
    ]) as unknown as EngineRegistry['commands'],
    outbox: { takes: (_c: Command): _c is never => false, target: () => '', readStored: () => null, send: async () => ({ ok: false }), entries: () => [], person: () => null },
    csrfCookie: { name: 'toyCsrf', method: 'GET', path: '/csrf' },
  };
}

describe('createEngine(registry, ports): a toy registry of two domains', () => {
  it('folds what the toy commands emit into the toy slices, with seqs and a log', async () => {
    const engine = createEngine(toyRegistry(), createFakePorts({ manual: true }).ports);
    expect(await engine.dispatch(asCommand({ type: 'scope/open', brand: 'acme' }))).toEqual({ ok: true });
    expect(await engine.dispatch(asCommand({ type: 'tally/add', by: 2 }))).toEqual({ ok: true });
    expect(toyState(engine.state())).toEqual({ scope: { brand: 'acme', lastSeq: 2, foreign: 0 }, tally: { n: 2 } });
    expect(engine.log.length).toBe(2);
    engine.dispose();
  });

  it('answers a command the registry does not know as unknown', async () => {
    const engine = createEngine(toyRegistry(), createFakePorts({ manual: true }).ports);
    expect(await engine.dispatch(asCommand({ type: 'balance/refresh' } as never))).toEqual({ ok: false, error: 'COMMANDS.UNKNOWN' });
    engine.dispose();
  });

  it('drops and counts an envelope of another brand, and resets the brand-scoped slice when a scope opens', async () => {
    const engine = createEngine(toyRegistry(), createFakePorts({ manual: true }).ports);
    const seen: string[] = [];
    engine.envelope$.subscribe((e: Envelope) => seen.push(e.event.type));
    await engine.dispatch(asCommand({ type: 'scope/open', brand: 'acme' }));
    await engine.dispatch(asCommand({ type: 'tally/add', by: 1 }));
    engine.emit({ event: asEvent({ type: 'tally/added', by: 40 }), source: 'live', brand: 'beta' });
    expect(toyState(engine.state())).toEqual({ scope: { brand: 'acme', lastSeq: 3, foreign: 1 }, tally: { n: 1 } });
    await engine.dispatch(asCommand({ type: 'scope/open', brand: 'beta' }));
    expect(toyState(engine.state()).tally).toEqual({ n: 0 });
    expect(seen).toEqual(['scope/opened', 'tally/added', 'tally/added', 'scope/opened']);
    engine.dispose();
  });

  it("runs the registry's effects on accepted envelopes", async () => {
    const engine = createEngine(toyRegistry(), createFakePorts({ manual: true }).ports);
    const seen: string[] = [];
    engine.envelope$.subscribe((e) => seen.push(e.event.type));
    await engine.dispatch(asCommand({ type: 'scope/open', brand: 'acme' }));
    for (let i = 0; i < 3; i++) await engine.dispatch(asCommand({ type: 'tally/add', by: 1 }));
    expect(seen).toEqual(['scope/opened', 'tally/added', 'tally/added', 'tally/added', 'tally/capped']);
    engine.dispose();
  });

  it('gives the same reducer to the log (createReducer) as the engine folds with', () => {
    const registry = toyRegistry();
    const reduce = createReducer(registry);
    const at = (seq: number, event: ToyEvent, brand: string | null = 'acme'): Envelope => ({ seq, at: seq, brand, source: 'command', event: asEvent(event) });
    const folded = [at(1, { type: 'scope/opened', brand: 'acme' }), at(2, { type: 'tally/added', by: 5 })].reduce(reduce, registry.initialState());
    expect(toyState(folded)).toEqual({ scope: { brand: 'acme', lastSeq: 2, foreign: 0 }, tally: { n: 5 } });
  });
});
