/**
 * Brand switch without stale frames: switching brand over and over, no DOM state the
 * browser could paint shows one brand's storage figure under another brand's name. A
 * MutationObserver records the header after every DOM change (its callback runs after each React
 * commit, before the next paint), so every frame that could be painted is checked, not a sample.
 * The previous brand's storage event is published at every switch, so its refetch and live event
 * arrive while the switch is under way.
 */
import { SEED_BRANDS } from '../../server/seed/brands.ts';
import { control, expect, navigateInApp, PEOPLE, signIn, test, waitForPageReady, watchProblems } from './shell-support';

const SWITCHES = 30;
/** The manager's brands (seed memberships), each with its own storage figure. */
const CYCLE = ['acme', 'globex', 'initech', 'umbrella', 'stark'] as const;

interface HeaderFrame {
  readonly name: string;
  /** The storage widget's accessible name, null while it is hidden. */
  readonly storage: string | null;
}

/** The little of the page's DOM the recorder uses (this file is typed for Node, without DOM types). */
interface PageDom {
  readonly document: { readonly body: unknown; querySelector(selector: string): { readonly textContent: string | null; getAttribute(name: string): string | null } | null };
  readonly MutationObserver: new (callback: () => void) => { observe(target: unknown, options: Record<string, boolean>): void };
  __headerFrames: HeaderFrame[];
}

test('no frame shows the previous brand’s storage under the new brand’s name', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  await waitForPageReady(page);
  const problems = watchProblems(page);
  const brands = CYCLE.map((identifier) => SEED_BRANDS.find((brand) => brand.identifier === identifier)!);
  const storageOf = new Map(brands.map((brand) => [brand.label, `Storage used: ${brand.storagePercent} %`]));
  await expect(page.getByTestId('storage-usage')).toHaveAccessibleName(storageOf.get('Acme Corporation')!);

  await page.evaluate(() => {
    const w = globalThis as unknown as PageDom;
    const frames: HeaderFrame[] = [];
    w.__headerFrames = frames;
    const read = (): HeaderFrame => ({
      name: w.document.querySelector('[data-testid="brand-menu-button"]')?.textContent?.trim() ?? '',
      storage: w.document.querySelector('[data-testid="storage-usage"]')?.getAttribute('aria-label') ?? null,
    });
    const record = () => {
      const next = read();
      const last = frames.at(-1);
      if (last === undefined || last.name !== next.name || last.storage !== next.storage) frames.push(next);
    };
    record();
    new w.MutationObserver(record).observe(w.document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });

  for (let n = 1; n <= SWITCHES; n += 1) {
    const previous = brands[(n - 1) % brands.length]!;
    const next = brands[n % brands.length]!;
    // The old brand's usage is announced again (same figure): its live event and refetch race the switch.
    await control(page, `brand/${previous.identifier}`, { storagePercent: previous.storagePercent });
    await navigateInApp(page, `/${next.identifier}/dashboard`);
    await expect(page.getByTestId('brand-menu-button')).toHaveText(next.label);
    await expect(page.getByTestId('storage-usage')).toHaveAccessibleName(storageOf.get(next.label)!);
  }
  await waitForPageReady(page);

  const frames = await page.evaluate(() => (globalThis as unknown as PageDom).__headerFrames);
  const shown = frames.filter((frame) => frame.storage !== null);
  const stale = shown.filter((frame) => storageOf.get(frame.name) !== frame.storage);
  expect(stale).toEqual([]);
  // The observer saw each brand's own figure once per switch at least (and the start): it was recording.
  expect(shown.length).toBeGreaterThanOrEqual(SWITCHES + 1);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});
