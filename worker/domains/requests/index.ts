/**
 * Data calls in flight, as totals (contract RequestsSlice): `requests/started` and
 * `requests/finished` are emitted by engine/requests/execute.ts around every HTTP and GraphQL
 * request, whatever its brand or outcome, so the two always pair up. The main thread's loading
 * bar follows the deltas (src/features/loading-bar).
 */
import { defineDomain, defineSlice } from '../domain';

export const requestsSlice = defineSlice({
  name: 'requests',
  initial: { started: 0, finished: 0 },
  cases: {
    'requests/started': (slice) => ({ ...slice, started: slice.started + 1 }),
    'requests/finished': (slice) => ({ ...slice, finished: slice.finished + 1 }),
  },
  // The loading bar follows them; background refetches during a storm must not add batches.
  cadence: 'display',
});

export const requestsDomain = defineDomain({ slice: requestsSlice });
