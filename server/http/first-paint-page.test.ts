import { describe, expect, it } from 'vitest';
import type { PageSessionWire } from '../../worker/contract/page-config';
import { pageRequest as page, useClientTestApp } from '../test-support/client-test-app.ts';
import { firstPaintFor, translate } from './first-paint-page.ts';

const ROOT = /<div id="root">(.*?)<\/div><\/body>/s;
const rootOf = (html: string): string => ROOT.exec(html)?.[1] ?? '(no #root)';

describe('firstPaintFor', () => {
  const session = (name: string, label: string, brand = 'acme'): PageSessionWire => ({
    me: { data: { name } },
    invites: { data: [] },
    brandUser: { brand, answer: { data: { brand: { label } } } },
  });

  it('draws the dashboard’s frame, title and welcome line in the cookie’s language, English without one', () => {
    const en = firstPaintFor('/acme/dashboard?x=1', undefined, session('Alice', 'Acme'));
    expect(en).toContain('<h1 class="text-xl font-semibold wrap-anywhere text-slate-900 sm:text-2xl">Dashboard</h1>');
    expect(en).toContain('Welcome back, Alice. Here is what is happening in Acme.');
    expect(en).toContain('aria-hidden="true"');
    const cs = firstPaintFor('/acme/dashboard/', 'cs', session('Alice', 'Acme'));
    expect(cs).toContain('>Vítejte zpět, Alice. Tohle se děje ve značce Acme.</p>');
    // A cookie that is no language of ours reads as none.
    expect(firstPaintFor('/acme/dashboard', 'xx', session('Alice', 'Acme'))).toBe(en);
  });

  it('draws the Renders page’s frame with the full side navigation, its title and its line, whatever its filters', () => {
    const html = firstPaintFor('/acme/builds?status=failed', 'fr', session('Alice', 'Acme'))!;
    expect(html).toContain('<div class="w-60"></div>');
    expect(html).toContain('<div class="flex flex-col gap-4"><div class="mb-6');
    expect(html).toContain('>Rendus</h1>');
    expect(html).toContain('>Tous les rendus de Acme, du plus récent au plus ancien,');
    expect(firstPaintFor('/acme/dashboard', 'fr', session('Alice', 'Acme'))).toContain('<div class="w-16"></div>');
  });

  it('draws nothing on another page, another brand’s dashboard, or without the brand’s user', () => {
    expect(firstPaintFor('/acme/ad-sets', 'en', session('Alice', 'Acme'))).toBeNull();
    expect(firstPaintFor('/acme/builds/12', 'en', session('Alice', 'Acme'))).toBeNull();
    expect(firstPaintFor('/globex/dashboard', 'en', session('Alice', 'Acme'))).toBeNull();
    expect(firstPaintFor('/acme/dashboard', 'en', { ...session('Alice', 'Acme'), brandUser: null })).toBeNull();
  });

  it('writes a person’s name and a brand’s label as text, never as markup', () => {
    const html = firstPaintFor('/acme/dashboard', 'en', session('<img src=x onerror=alert(1)>', 'A&B "Co"'))!;
    expect(html).not.toContain('<img');
    expect(html).toContain('Welcome back, &lt;img src=x onerror=alert(1)&gt;. Here is what is happening in A&amp;B &quot;Co&quot;.');
  });

  it('translates as i18next does: the key in the language, English when missing there, the key when missing everywhere', () => {
    expect(translate('fr', 'ROUTES.DASHBOARD')).toBe('Tableau de bord');
    expect(translate('cs', 'NO.SUCH_KEY')).toBe('NO.SUCH_KEY');
    expect(translate('en', 'DASHBOARD.WELCOME', { name: 'Bo' })).toBe('Welcome back, Bo. Here is what is happening in {{brand}}.');
  });
});

describe('the first paint in index.html', () => {
  const app = useClientTestApp();

  it('is written into a signed-in person’s dashboard, in their cookie’s language, and nowhere else', async () => {
    const agent = await app().signIn('manager@example.com', null);
    const me = (await agent.get('/server/api/v1/me')).json().data as { name: string };
    const dashboard = rootOf((await page(agent, '/acme/dashboard')).body);
    expect(dashboard).toContain('data-first-paint');
    expect(dashboard).toContain(`Welcome back, ${me.name}. Here is what is happening in`);
    agent.cookies.set('locale', 'fr');
    expect(rootOf((await page(agent, '/acme/dashboard')).body)).toContain('Bon retour');
    agent.cookies.delete('locale');
    expect(rootOf((await page(agent, '/acme/ad-sets')).body)).toBe('');
    expect(rootOf((await page(agent, '/wayne/dashboard')).body)).toBe('');
    expect(rootOf((await app().app.inject({ url: '/acme/dashboard' })).body)).toBe('');
  });
});
