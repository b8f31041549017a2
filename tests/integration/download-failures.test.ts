/**
 * Bulk download errors say what the server said, through the real data path: the
 * reference backend's download routes answer, the worker's real HTTP port classifies, the
 * command's result and toast carry the server's words. A 404 JSON `{ message }` used to become
 * only "The requested item was not found." (the catalogue dropped a 404's message).
 */
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createDataLayer, type InProcessDataLayer } from '../../worker/host/create-data-layer';
import { createHttpPort, DEFAULT_OAUTH_SCOPE } from '../../worker/ports/http/create-http-port';
import { createTestApp, type TestApp } from '../../server/test-support/test-app';
import { createFakePorts } from '../harness';
import { injectFetch } from '../harness/inject-fetch';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const open: InProcessDataLayer[] = [];
afterEach(async () => {
  for (const dl of open.splice(0)) await dl.dispose();
});

async function signedIn(email: string) {
  const agent = await t.signIn(email);
  const fakes = createFakePorts({ manual: true });
  fakes.graphql.autoAnswer('unreadCount', 0).autoAnswer('notifications', { items: [], total: 0, unreadCount: 0 });
  const http = injectFetch(t.app, agent.cookies);
  const backend = createHttpPort({ fetch: http.fetch, origin: 'http://app.test', env: { oauthClientId: t.config.oauthClientId, oauthScope: DEFAULT_OAUTH_SCOPE } });
  const dl = createDataLayer({ ...fakes.ports, backend });
  open.push(dl);
  expect(await dl.dispatch({ type: 'start', xsrfToken: agent.xsrf ?? null, routeBrand: 'acme', locale: 'en' })).toMatchObject({ ok: true });
  return dl;
}

const toastsOf = (dl: InProcessDataLayer) => dl.engine.state().toasts.items.map((toast) => ({ key: toast.key, text: toast.text }));

it("a zip of renders none of which is finished: the server's message, in the result and the toast", async () => {
  const dl = await signedIn('manager@example.com');
  const message = 'None of the selected renders is finished, so there is nothing to download.';
  expect(await dl.dispatch({ type: 'builds/download-zip', ids: ['987654'] })).toEqual({ ok: false, error: 'REQUESTS.NOT_FOUND', message });
  expect(toastsOf(dl)).toEqual([{ key: 'REQUESTS.NOT_FOUND', text: message }]);
});

it("one render that does not exist: Laravel's model-not-found text is no message, the catalogue's key stands alone", async () => {
  const dl = await signedIn('manager@example.com');
  expect(await dl.dispatch({ type: 'builds/download', id: '987654' })).toEqual({ ok: false, error: 'REQUESTS.NOT_FOUND' });
  expect(toastsOf(dl)).toEqual([{ key: 'REQUESTS.NOT_FOUND', text: null }]);
});
