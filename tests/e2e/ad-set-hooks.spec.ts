/**
 * Who may do what with an ad set's webhooks, in real Chromium against the local stack, three
 * people in their own browser contexts: the manager adds a hook whose URL carries a token and
 * rotates the signing secret (shown once); the editor's open settings tab follows live, is not
 * offered the rotation and never sees the secret; the visitor sees the hook URL without its
 * token. Screenshots (desktop and 360 px) go to /tmp/shots/ad-set-hooks.
 */
import type { Page } from '@playwright/test';
import { expect, PEOPLE, personPage, test, watchProblems } from './shell-support';

const SHOTS = '/tmp/shots/ad-set-hooks';
const LIVE = { timeout: 10_000 };

async function shots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-360.png`, fullPage: true });
  // Nothing sticks out sideways at 360 px.
  expect(await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize(size);
}

test('managers rotate the hook secret, editors follow without being offered it, visitors see hook URLs without their token', async ({ browser }) => {
  test.setTimeout(60_000);
  const manager = await personPage(browser, PEOPLE.manager, { width: 1280 });
  const problems = watchProblems(manager);
  const list = await manager.request.get('/server/api/v1/ad-set/overview?page=1&limit=1', { headers: { 'x-brand': 'acme', accept: 'application/json' } });
  const id = ((await list.json()) as { data: { id: number }[] }).data[0]!.id;
  const settings = `/acme/ad-sets/${id}/hooks-settings`;

  // The manager adds a hook whose receiver takes a token in its query.
  await manager.goto(`/acme/ad-sets/${id}/hooks`);
  const url = `https://hooks.example.com/e2e-${Date.now()}?token=s3cret-e2e`;
  await manager.getByRole('textbox', { name: /URL/ }).fill(url);
  await manager.getByRole('button', { name: 'Add hook' }).click();
  await expect(manager.getByTestId('hooks')).toContainText(url, LIVE);

  const editor = await personPage(browser, PEOPLE.editor, { path: settings, width: 1280 });
  const editorPanel = editor.getByTestId('hook-secret');
  // The editor works in Czech.
  await expect(editorPanel).toContainText('Podpisový klíč mohou vyměnit jen manažeři.', LIVE);
  await expect(editorPanel.getByRole('button')).toHaveCount(0);

  await manager.goto(settings);
  const panel = manager.getByTestId('hook-secret');
  await panel.getByRole('button', { name: /Generate a new secret|Rotate the secret/ }).click();
  await expect(panel.getByRole('status')).toContainText(/whsec_[0-9a-f]{36}/, LIVE);
  const secret = /whsec_[0-9a-f]{36}/.exec((await panel.getByRole('status').textContent()) ?? '')![0];
  await expect(panel).toContainText(`The current secret ends with …${secret.slice(-4)}.`, LIVE);
  // A second rotation: the first secret keeps signing for a day, which the page says.
  await panel.getByRole('button', { name: 'Rotate the secret' }).click();
  await expect(panel).toContainText('The previous secret also signs deliveries until', LIVE);
  await shots(manager, 'settings-manager');

  // The editor's open tab followed (AdSetUpdated): a secret is set, its end is not shown, nor the secret.
  await expect(editorPanel).toContainText('Podpisový klíč je nastavený.', LIVE);
  await expect(editorPanel).toContainText('Předchozí klíč podepisuje doručení ještě do', LIVE);
  await expect(editorPanel).not.toContainText('končí na');
  await expect(editor.locator('body')).not.toContainText('whsec_');
  await shots(editor, 'settings-editor');

  // The visitor sees the hook without its token.
  const visitor = await personPage(browser, PEOPLE.visitor, { path: `/acme/ad-sets/${id}/hooks`, width: 1280 });
  await expect(visitor.getByTestId('hooks')).toContainText(url.replace('s3cret-e2e', '…'), LIVE);
  await expect(visitor.locator('body')).not.toContainText('s3cret-e2e');
  await shots(visitor, 'hooks-visitor');
  expect(problems.consoleErrors).toEqual([]);
});
