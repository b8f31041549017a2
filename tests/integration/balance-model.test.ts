/**
 * The balance converges, model-based: random interleavings of server-side balance
 * changes (each Spend delivered now, late, or lost with the connection), balance requests read by
 * the server at one moment and answered at another (out of order), reconnects, brand switches
 * between two brands, and waits (the 30 s refetch window) go through the real engine on fake
 * ports under virtual time (tests/harness/balance-world.ts plays the server).
 *
 *   at every step   the shown balance is null, or exactly the balance the brand in scope had on
 *                   the server at the version shown (never an invented value such as a Spend
 *                   applied twice, never another brand's), and within a brand scope the version
 *                   shown never goes back (a late answer or a late Spend never undoes a newer one)
 *   once quiet      (connected again, everything in transit delivered, every refetch answered)
 *                   it is the server's balance of the brand in scope
 *
 * Seeds: each run of the suite draws a new seed. On a failure fast-check prints the seed, the
 * path and the shrunk counterexample; replay it with BALANCE_MODEL_SEED=<seed>
 * BALANCE_MODEL_PATH=<path> npx vitest run tests/integration/balance-model.test.ts.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataLayer, type InProcessDataLayer } from '../../worker/host/create-data-layer';
import { createFakePorts, flushMicrotasks } from '../harness';
import { BalanceWorld, BRANDS, type Brand } from '../harness/balance-world';
import { useVirtualClock } from '../harness/virtual-clock';

useVirtualClock();
let dl: InProcessDataLayer | null = null;
afterEach(async () => {
  await dl?.dispose();
  dl = null;
});

type Action =
  | { readonly kind: 'change'; readonly brand: Brand; readonly cents: number; readonly delivery: 'now' | 'late' | 'lost' }
  | { readonly kind: 'deliver-late'; readonly pick: number }
  | { readonly kind: 'serve'; readonly pick: number }
  | { readonly kind: 'answer'; readonly pick: number }
  | { readonly kind: 'disconnect' }
  | { readonly kind: 'reconnect' }
  | { readonly kind: 'switch' }
  | { readonly kind: 'wait'; readonly ms: number };

const pick = fc.nat({ max: 7 });
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('change' as const),
      brand: fc.constantFrom(...BRANDS),
      // Mostly spends (a render's cost), sometimes a top-up.
      cents: fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 1, max: 2_000 }) }, { weight: 1, arbitrary: fc.integer({ min: -5_000, max: -1 }) }),
      delivery: fc.constantFrom('now' as const, 'now' as const, 'late' as const, 'lost' as const),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('deliver-late' as const), pick }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('serve' as const), pick }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('answer' as const), pick }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'disconnect' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'reconnect' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'switch' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.oneof(fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: 29_000, max: 31_000 })) }) },
);

const other = (brand: Brand): Brand => (brand === 'acme' ? 'beta' : 'acme');

async function apply(world: BalanceWorld, a: Action, scope: { brand: Brand; switched: boolean }): Promise<void> {
  switch (a.kind) {
    case 'change':
      return world.change(a.brand, a.cents, a.delivery);
    case 'deliver-late':
      return world.deliverLate(a.pick);
    case 'serve':
      return world.serve(a.pick);
    case 'answer':
      return world.answer(a.pick);
    case 'disconnect':
      return world.disconnect();
    case 'reconnect':
      return world.reconnect();
    case 'switch':
      scope.brand = other(scope.brand);
      scope.switched = true;
      void dl!.dispatch({ type: 'brand/switch', identifier: scope.brand });
      return;
    case 'wait':
      await vi.advanceTimersByTimeAsync(a.ms);
      return;
  }
}

/** Runs the actions; returns what went wrong (empty: nothing). */
async function run(actions: readonly Action[], honorAbort: boolean): Promise<string[]> {
  await dl?.dispose();
  const fakes = createFakePorts();
  fakes.backend.manual('balance');
  // false: an aborted request's answer may still arrive (it raced the abort) and must be dropped.
  fakes.backend.honorAbort = honorAbort;
  const world = new BalanceWorld(fakes.backend, fakes.live);
  dl = createDataLayer(fakes.ports);
  void dl.dispatch({ type: 'start', xsrfToken: 'xsrf-1', routeBrand: 'acme', locale: 'en' });
  await flushMicrotasks();
  const engine = dl.engine;
  const scope = { brand: 'acme' as Brand, switched: false };
  const problems: string[] = [];
  let lastVersion = -1;
  const check = (step: string) => {
    const state = engine.state();
    const { value, version } = state.balance;
    if (state.brand.identifier !== scope.brand) problems.push(`${step}: scope ${state.brand.identifier}, expected ${scope.brand}`);
    else if (value === null) return;
    else if (!world.everHad(scope.brand, value)) problems.push(`${step}: shows ${value}, which ${scope.brand} never had`);
    else if (version === null) problems.push(`${step}: shows ${value} without a version`);
    else if (world.balanceAt(scope.brand, version) !== value) problems.push(`${step}: shows ${value} at version ${version}, ${scope.brand} had ${world.balanceAt(scope.brand, version)}`);
    else if (version < lastVersion) problems.push(`${step}: went back from version ${lastVersion} to ${version}`);
    else lastVersion = version;
  };

  check('start');
  for (const [i, a] of actions.entries()) {
    await apply(world, a, scope);
    await flushMicrotasks();
    // A new brand scope starts from nothing: its versions are compared from here on.
    if (scope.switched) [lastVersion, scope.switched] = [-1, false];
    check(`step ${i} ${a.kind}`);
    if (problems.length > 0) return problems;
  }

  // Quiet: connected again, nothing in transit, every request answered, the refetch windows over.
  world.reconnect();
  world.deliverAllLate();
  for (let round = 0; round < 5; round++) {
    world.answerAll();
    await flushMicrotasks();
    await vi.advanceTimersByTimeAsync(31_000);
    check(`quiet round ${round}`);
  }
  if (world.pending().length > 0) problems.push(`still ${world.pending().length} balance requests pending once quiet`);
  const shown = engine.state().balance.value;
  if (shown !== world.balanceOf(scope.brand)) problems.push(`quiet: shows ${shown}, the server has ${world.balanceOf(scope.brand)} for ${scope.brand}`);
  return problems;
}

const seed = process.env.BALANCE_MODEL_SEED;
const path = process.env.BALANCE_MODEL_PATH;
const replay = seed === undefined ? {} : { seed: Number(seed), ...(path === undefined ? {} : { path }) };

describe('balance model', () => {
  it('300 random interleavings: never a value the server did not have, the server’s value once quiet', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 50, size: 'max' }), fc.boolean(), async (actions, honorAbort) => {
        expect(await run(actions, honorAbort)).toEqual([]);
      }),
      { numRuns: Number(process.env.BALANCE_MODEL_RUNS ?? 300), ...replay },
    );
  }, 120_000);
});
