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
  // A round whose key lands while the panel slides in (data-enter) tests the race; on a loaded
  // machine the slide may be over before the key (a clean-clone run saw it so twice in a row), and
  // that round still checks that Escape closes it. At least one round must catch the slide.
  let caught = 0;
  for (let round = 0; round < 5; round++) {
    await bell.click();
    if ((await panel.getAttribute('data-enter')) !== null) caught += 1;
    await page.keyboard.press('Escape');
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    // Gone once its slide-in (if the key interrupted it) and its slide-out have run: 200 ms each,
    // 4 s each at the slowed rate; a loaded clean-clone run took over 10 s for the two.
    await expect(panel).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  expect(caught, 'rounds whose Escape landed during the slide-in').toBeGreaterThan(0);
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
  // Nothing is left over the page: the header's user menu opens at a click.
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('sign-out')).toBeVisible();
});

test('Escape while the panel is still on its way (its chunk not in yet) cancels the opening', async ({ page }) => {
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  // The panel travels with the shell's lazy parts: held until the key is pressed.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/shell-parts-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await waitForPageReady(page);
  const bell = page.getByTestId('notifications-bell');
  await bell.click();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAttribute('aria-expanded', 'false');
  const arrived = page.waitForResponse(/\/assets\/shell-parts-[^/]*\.js$/);
  release();
  await arrived;
  // The chunk is in and the page has rendered with it: the user menu (the same chunk) opens.
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('sign-out')).toBeVisible();
  await expect(page.getByTestId('notifications-panel')).toHaveCount(0);
  await expect(bell).toHaveAttribute('aria-expanded', 'false');
});
