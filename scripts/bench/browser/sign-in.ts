/**
 * Signs in through the account provider's demo button, as tests/e2e/shell-support.ts `signIn`
 * does with Playwright: the app sends the signed-out browser to the provider, the person's
 * button signs in and the provider sends it back. The session cookie then serves every page
 * the benchmark opens in this browser. The sign-in window is closed afterwards, so that no other
 * page of the site shares a renderer with the measured ones.
 */
import type { Chromium } from './chromium';
import { openPage } from './pages';

export async function signIn(browser: Chromium, origin: string, email: string, deepLink = '/acme/dashboard'): Promise<void> {
  const page = await openPage(browser, `${origin}${deepLink}`);
  const session = await page.attach();
  const button = `document.querySelector('button[name="email"][value=${JSON.stringify(email)}]')`;
  await session.waitFor(button, `the provider's sign-in button for ${email}`);
  await session.evaluate(`${button}.click()`);
  await session.waitFor(`location.origin === ${JSON.stringify(origin)} && location.pathname === ${JSON.stringify(deepLink)}`, 'the way back to the app after signing in');
  await session.detach();
  await page.close();
}
