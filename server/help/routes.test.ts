import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../test-support/agent.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ supportEmail: 'support@brand.example' });
});
afterAll(() => t.close());

describe('/help', () => {
  it('serves the guide from docs/help without a session, with its stylesheet under the app’s CSP', async () => {
    const agent = new Agent(t.app);
    const index = await agent.get('/help/');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(index.body).toContain('<h1>Getting started</h1>');
    expect(index.headers['content-security-policy']).toContain("style-src 'self'");
    expect((await agent.get('/help')).headers.location).toBe('/help/');
    expect((await agent.get('/help/help.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await agent.get('/help/pictures/dashboard.png')).headers['content-type']).toBe('image/png');
  });

  it('every link between the guide’s pages leads to one of them', async () => {
    const agent = new Agent(t.app);
    const index = await agent.get('/help/');
    const pages = [...index.body.matchAll(/<nav[^]*?<\/nav>/g)][0]![0].match(/href="\/help\/[a-z-]*"/g)!.map((h) => h.slice(6, -1));
    expect(pages.length).toBeGreaterThanOrEqual(8);
    for (const page of pages) {
      const body = (await agent.get(page)).body;
      for (const [, target] of body.matchAll(/href="(\/help\/[a-z-]*)(?:#[a-z0-9-]+)?"/g)) expect((await agent.get(target!)).statusCode, `${page} → ${target}`).toBe(200);
    }
  });

  it('the support page gives the configured address', async () => {
    const support = await new Agent(t.app).get('/help/support');
    expect(support.statusCode).toBe(200);
    expect(support.body).toContain('mailto:support@brand.example');
  });

  it('an unknown page or picture, or a path, is the guide’s 404 page', async () => {
    const agent = new Agent(t.app);
    for (const path of ['/help/nothing', '/help/..%2F..%2Fpackage.json', '/help/pictures/..%2Fhelp%2Findex.md', '/help/pictures/secret.png']) {
      const res = await agent.get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body, path).toContain('<h1>Page not found</h1>');
    }
  });
});
