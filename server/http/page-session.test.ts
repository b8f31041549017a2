import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PAGE_SESSION_ELEMENT_ID, type PageSessionWire } from '../../worker/contract/page-config';
import { SESSION_MAX_AGE_S } from '../auth/sessions.ts';
import { pageRequest as page, useClientTestApp } from '../test-support/client-test-app.ts';

const app = useClientTestApp();

const BLOCK = new RegExp(`<script type="application/json" id="${PAGE_SESSION_ELEMENT_ID}">(.*?)</script>`);
const blockOf = (html: string): PageSessionWire | null => {
  const text = BLOCK.exec(html)?.[1];
  return text === undefined ? null : (JSON.parse(text) as PageSessionWire);
};

describe('the signed-in session written into index.html', () => {
  it('carries the answers of me, the invitations and the route brand’s user, as the calls give them', async () => {
    const agent = await app().signIn('manager@example.com', null);
    const res = await page(agent, '/globex/dashboard');
    expect(res.statusCode).toBe(200);
    const block = blockOf(res.body);
    expect(block).not.toBeNull();
    // The brand user read makes the brand the person's default, as GET /brand-user does: compare after it.
    const calls = { me: (await agent.get('/server/api/v1/me')).json(), invites: (await agent.get('/server/api/v1/invite')).json(), brandUser: (await agent.get('/server/api/v1/brand-user', { brand: 'globex' })).json() };
    expect(block).toEqual({ me: calls.me, invites: calls.invites, brandUser: { brand: 'globex', answer: calls.brandUser } });
    expect(calls.me.data.last_brand).toBe('globex');
    expect(block?.invites).toMatchObject({ data: [{ hash: 'wayne-invite-manager' }] });
    // The configuration block is there as in every page.
    expect(res.body).toContain('id="client-config"');
  });

  it('is the person’s own: never stored, varies with the cookie, and sets the session’s cookies (the XSRF token) again', async () => {
    const agent = await app().signIn('manager@example.com', null);
    const token = agent.xsrf;
    agent.cookies.delete('XSRF-TOKEN');
    const res = await page(agent, '/acme/dashboard', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['content-encoding']).toBe('br');
    expect(blockOf(brotliDecompressSync(res.rawPayload).toString())?.brandUser?.brand).toBe('acme');
    expect(agent.xsrf).toBe(token);
    // A revalidation with the signed-out page's tag still gets the person's page, not a 304.
    const plainTag = String((await app().app.inject({ url: '/acme/dashboard' })).headers.etag);
    const again = await page(agent, '/acme/dashboard', { 'if-none-match': plainTag });
    expect(again.statusCode).toBe(200);
    expect(blockOf(again.body)).not.toBeNull();
  });

  it('is not written for a signed-out visitor, a guest session or an expired one', async () => {
    const anonymous = await app().app.inject({ url: '/acme/dashboard' });
    expect(blockOf(anonymous.body)).toBeNull();
    expect(anonymous.headers['cache-control']).toBe('no-cache');
    expect(anonymous.headers.vary).toMatch(/cookie/i);
    expect(anonymous.cookies).toEqual([]);
    const guest = await app().guest();
    expect(blockOf((await page(guest, '/acme/dashboard')).body)).toBeNull();

    const agent = await app().signIn('manager@example.com', null);
    app().clock.advance(SESSION_MAX_AGE_S * 1000 + 1);
    const expired = await page(agent, '/acme/dashboard');
    expect(blockOf(expired.body)).toBeNull();
    expect(expired.headers['cache-control']).toBe('no-cache');
    expect(expired.cookies).toEqual([]);
    expect((await agent.get('/server/api/v1/me')).statusCode).toBe(401);
  });

  it('has no brand user for a brand the person does not belong to, nor for a path that names none', async () => {
    const agent = await app().signIn('manager@example.com', null);
    const lastBrand = (await agent.get('/server/api/v1/me')).json().data.last_brand;
    for (const url of ['/wayne/dashboard', '/nobrand/dashboard', '/', '/invite/wayne-invite-manager']) {
      const block = blockOf((await page(agent, url)).body);
      expect({ url, brandUser: block?.brandUser }).toEqual({ url, brandUser: null });
      expect(block?.me).toMatchObject({ data: { email: 'manager@example.com' } });
    }
    // Nothing about the foreign brand, and the person's default brand unchanged.
    expect((await agent.get('/server/api/v1/me')).json().data.last_brand).toBe(lastBrand);
  });

  it('cannot close its element or open a comment, whatever the person’s data holds', async () => {
    const hostile = '</script><script>alert(1)</script><!--\u2028&';
    app().db.prepare("UPDATE users SET name = ? WHERE email = 'manager@example.com'").run(hostile);
    const agent = await app().signIn('manager@example.com', null);
    const html = (await page(agent, '/acme/dashboard')).body;
    // The page's own two blocks close; nothing else does.
    expect(html.match(/<\/script>/gi)).toHaveLength(2);
    expect(html).not.toContain('<!--');
    expect((blockOf(html)?.me as { data: { name: string } }).data.name).toBe(hostile);
  });
});
