/**
 * In a real browser: a page on another website posts a form (urlencoded, text/plain,
 * multipart) or a no-cors fetch to the control API's reset under encoded spellings of
 * `/__control`, with whatever Chromium adds (Origin, Sec-Fetch-Site). Every one is refused and
 * nothing runs: a reset would restart the stopped render farm and zero the request counts.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { control, expect, test } from './shell-support';

const SPELLINGS = ['%5F_control', '_%5Fcontrol', '%5f%5fcontrol', '%5F%5Fcontrol', '__control'];
const ENCTYPES = ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data'];

/** The hostile page for `?action=…&how=…`: it sends at once, as such pages do (`how`: a form's enctype, or `fetch`). */
function hostilePage(url: string): string {
  const params = new URL(url, 'http://x/').searchParams;
  const action = JSON.stringify(params.get('action'));
  const how = params.get('how') ?? '';
  const send =
    how === 'fetch'
      ? `fetch(${action}, { method: 'POST', mode: 'no-cors', body: '{}' }).catch(() => {});`
      : `document.forms[0].submit();`;
  return `<!doctype html><title>A page with a form</title><form method="post" action=${action} enctype="${how}"><input name="confirm" value="1"></form><script>${send}</script>`;
}

/**
 * Another local app on a port of its own: a real server, because Chromium lets only a page it
 * loaded from the loopback address fetch from localhost (Local Network Access); forms it lets
 * through from anywhere, so a public website is played by an intercepted http://evil.test/.
 */
let otherLocalApp: Server;
test.beforeAll(async () => {
  otherLocalApp = createServer((request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(hostilePage(request.url ?? '/')));
  await new Promise<void>((resolve) => otherLocalApp.listen(0, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => otherLocalApp.close(resolve));
});

/** What a reset changes: the farm's timer (back on, as configured for e2e) and the request counts (zeroed). */
async function resettable(page: Page): Promise<unknown> {
  const farm = await (await page.request.get('/__control/farm')).json();
  const requests = await (await page.request.get('/__control/requests')).json();
  return { farm, requests };
}

/** Opens the hostile page and answers the status Chromium saw for its POST to `url` (an opaque no-cors answer included). */
async function attack(page: Page, site: string, url: string, how: string): Promise<number> {
  const answer = page.waitForResponse((response) => response.url() === url && response.request().method() === 'POST');
  await page.goto(`${site}?${new URLSearchParams({ action: url, how })}`, { waitUntil: 'commit' });
  const status = (await answer).status();
  // A form navigated the page to the answer: let that finish before the next visit.
  if (how !== 'fetch') await page.waitForURL((shown) => shown.pathname.endsWith('/reset'));
  return status;
}

test('a hostile website reaches no control call, whatever the spelling of the path', async ({ page, baseURL }) => {
  await control(page, 'farm', { running: false });
  expect((await page.request.get('/server/api/v1/client-config')).ok()).toBe(true);
  const before = await resettable(page);
  expect(before).toMatchObject({ farm: { running: false }, requests: { total: 1 } });

  await page.route('http://evil.test/**', (route) => route.fulfill({ contentType: 'text/html', body: hostilePage(route.request().url()) }));
  const local = `http://127.0.0.1:${(otherLocalApp.address() as AddressInfo).port}/`;
  for (const site of ['http://evil.test/', local]) {
    // Chromium blocks a public page's fetch to localhost by itself: only the local app tries one.
    const ways = site === local ? [...ENCTYPES, 'fetch'] : ENCTYPES;
    for (const spelling of SPELLINGS) {
      const url = `${baseURL}/${spelling}/reset`;
      for (const how of ways) {
        expect({ site, spelling, how, status: await attack(page, site, url, how) }).toEqual({ site, spelling, how, status: 403 });
      }
    }
  }

  expect(await resettable(page)).toEqual(before);
});
