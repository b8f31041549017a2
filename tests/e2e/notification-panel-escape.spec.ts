/**
 * Escape while the notification centre is still sliding in closes it, and nothing of it stays in
 * the page (Headless UI's Dialog could keep a panel whose enter transition was interrupted, over
 * the page, catching its clicks). The animations run 20 times slower (DevTools' animation playback
 * rate), so the 200 ms slide-in lasts long enough for the key to land in it whatever the machine's load.
 */
import { expect, PEOPLE, signIn, test, waitForPageReady } from './shell-support';

test('Escape during the opening transition closes the notification panel, and the page stays usable', async ({ page }) => {
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  await waitForPageReady(page);
  const bell = page.getByTestId('notifications-bell');
  const panel = page.getByTestId('notifications-panel');
  // A first opening brings the panel's chunk; from then on the race is the transition alone.
  await bell.click();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.05 });
  for (let round = 0; round < 3; round++) {
    await bell.click();
    // Sliding in (data-enter): not yet where it goes.
    await expect(panel).toHaveAttribute('data-enter', '');
    await page.keyboard.press('Escape');
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toHaveCount(0, { timeout: 10_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
  // Nothing is left over the page: the header's user menu opens at a click.
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('sign-out')).toBeVisible();
});
