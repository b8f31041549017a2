/**
 * The header's menus are drawn from the first paint but their behaviour comes with the shell's
 * lazy parts (src/shell/router/deferred-menu.tsx): a click before that chunk is in opens the menu
 * as soon as it arrives.
 */
import { expect, PEOPLE, signIn, test } from './shell-support';

test('a menu clicked before its behaviour arrived opens once it is in', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/shell-parts-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The header is drawn while the chunk is held (the page's own content may wait for it).
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  // The placeholder: the same face, no menu behind it yet.
  const button = page.getByTestId('user-menu-button');
  await expect(button).toContainText('Marta Manager');
  await button.click();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  release();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText('Sign out');
});
