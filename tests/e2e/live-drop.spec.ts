/**
 * `POST /__control/live/drop` (docs/control-api.md) against the real stack: every live
 * connection through the API server's live gate is cut, and clients reconnect to the real
 * soketi by themselves. A Node pusher-js client (the library the app's worker uses) and the
 * app's own worker in Chromium both go through it.
 */
import { connectPusherClient, type RecordingPusherClient } from '../../server/test-support/pusher-client.ts';
import { watchCspViolations } from './csp-support';
import { connectionState, waitForLive } from './live-support';
import { control, expect, PEOPLE, signIn, test } from './shell-support';
import type { E2eStack } from './stack-support';

// The e2e stack's soketi key (server/config.ts) and this worker's stack's live gate.
const soketiOf = (stack: E2eStack) => ({ key: 'key', host: 'localhost', port: stack.ports.soketi });

let client: RecordingPusherClient | null = null;
test.afterEach(() => {
  client?.disconnect();
  client = null;
});

test('a connected pusher-js client is cut, reconnects within 2 s, and receives events again', async ({ request, stack }) => {
  client = connectPusherClient(soketiOf(stack));
  await client.reached('connected', 0, 10_000);
  const received: unknown[] = [];
  client.pusher.subscribe('public').bind('App\\Events\\ShowMaintenance', (data: unknown) => received.push(data));

  const mark = client.mark();
  const droppedAt = Date.now();
  const drop = await request.post('/__control/live/drop', { data: {} });
  expect(drop.ok()).toBe(true);
  expect(((await drop.json()) as { dropped: number }).dropped).toBeGreaterThanOrEqual(1);
  await client.reached('connecting', mark, 2_000);
  const backAt = await client.reached('connected', mark, 3_000);
  expect(backAt - droppedAt).toBeLessThan(2_000);

  // pusher-js subscribed again on its new connection: a broadcast reaches it.
  await expect
    .poll(async () => {
      await request.post('/__control/broadcast', { data: { channel: 'public', event: 'ShowMaintenance', data: { message: 'after the drop' } } });
      return received.length;
    }, { timeout: 5_000 })
    .toBeGreaterThan(0);
  expect(received[0]).toEqual({ message: 'after the drop' });
});

test('the app’s worker goes through the same reconnect; with downForMs it stays away that long', async ({ page }) => {
  const csp = watchCspViolations(page);
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  await waitForLive(page);
  const live = async () => (await (await page.request.get('/__control/live')).json()) as { connections: number; down: boolean };
  expect((await live()).connections).toBeGreaterThanOrEqual(1);

  const droppedAt = Date.now();
  expect(await control(page, 'live/drop', { downForMs: 3_000 })).toMatchObject({ downForMs: 3_000 });
  await expect.poll(() => connectionState(page), { timeout: 3_000 }).not.toBe('connected');
  expect((await live()).down).toBe(true);
  await expect.poll(() => connectionState(page), { timeout: 6_000 }).toBe('connected');
  const back = Date.now() - droppedAt;
  expect(back).toBeGreaterThanOrEqual(3_000);
  expect(back).toBeLessThan(5_000);
  expect(await live()).toMatchObject({ down: false });
  expect((await live()).connections).toBeGreaterThanOrEqual(1);
  // Its retries while soketi was away (pusher-js tries wss too) stayed within the page's policy.
  expect(await csp.violations()).toEqual([]);
});
