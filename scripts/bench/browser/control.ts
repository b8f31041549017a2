/**
 * The reference backend's control API (docs/control-api.md), from Node: the farm stopped, the
 * running builds the storm moves, request counts.
 */

async function call<T>(origin: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${origin}/__control/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`control ${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A new database (`POST /__control/reset`): the seed again, with `renders` more renders for the
 * heavy user's brand, stark (server/seed/bulk-renders.ts). Signs everyone out.
 */
export async function resetDatabase(origin: string, renders: number): Promise<void> {
  await call(origin, 'POST', 'reset', { renders });
}

/** Sets the brand's balance (and moves its balance version, publishing a Spend). */
export async function setBalance(origin: string, identifier: string, balance: number): Promise<void> {
  await call(origin, 'POST', `brand/${identifier}`, { balance });
}

export async function stopFarm(origin: string): Promise<void> {
  await call(origin, 'POST', 'farm', { running: false });
}

/** The brand's numeric id (the live events carry it). */
export async function brandId(origin: string, identifier: string): Promise<number> {
  const { data } = await call<{ data: { id: number } }>(origin, 'POST', `brand/${identifier}`, {});
  return data.id;
}

/** Queues `count` builds for the brand (at most 100 per call); their ids, ascending. */
export async function queueBuilds(origin: string, identifier: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let left = count; left > 0; left -= 100) {
    const answer = await call<{ ids: number[] }>(origin, 'POST', 'builds', { brand: identifier, count: Math.min(100, left) });
    ids.push(...answer.ids);
  }
  return ids;
}

export async function resetRequestCounts(origin: string): Promise<void> {
  await call(origin, 'POST', 'requests/reset', {});
}

/** API requests per `METHOD /server/path` since the last reset. */
export async function requestCounts(origin: string): Promise<Record<string, number>> {
  return (await call<{ counts: Record<string, number> }>(origin, 'GET', 'requests')).counts;
}
