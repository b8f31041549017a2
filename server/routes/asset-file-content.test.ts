/**
 * The user-content rule on `GET /files/{id}/content` (library files and source files alike):
 * inline only for media sniffed from the bytes, a sandboxed download for everything else,
 * whatever type and name the uploader gave (docs/assets.md "File content").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_CONTENT_CSP, USER_PLAYER_CSP } from '../http/user-content.ts';
import { multipart, type Agent } from '../test-support/agent.ts';
import { SMALL_PNG } from '../seed/sample-media.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let editor: Agent;
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.signIn('editor@example.com');
});
afterAll(() => t.close());

const HTML = '<!doctype html><script src="/server/api/v1/files/1/content?brand=acme"></script>';

/** Uploads as the editor into their folder and reads it back as the manager. */
async function uploadAndFetch(name: string, content: string | Buffer, type: string, headers: Record<string, string> = {}) {
  const res = await editor.post('/server/api/v1/uploads/file', undefined, { raw: multipart({ path: '/editor-3' }, [{ field: 'file', filename: name, content, type }]) });
  expect(res.statusCode).toBe(201);
  const manager = await t.signIn('manager@example.com', null);
  return manager.get(`/server/api/v1/files/${res.json().data.id}/content?brand=acme`, { headers });
}

function expectDownload(res: Awaited<ReturnType<typeof uploadAndFetch>>, name: string) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/octet-stream');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toBe(USER_CONTENT_CSP);
}

describe('GET /files/{id}/content', () => {
  it('serves an HTML page as a sandboxed download, never as a document', async () => {
    expectDownload(await uploadAndFetch('Quarterly report.html', HTML, 'text/html'), 'Quarterly report.html');
  });

  it('serves an HTML file named and typed as a PNG as a download: the bytes decide', async () => {
    expectDownload(await uploadAndFetch('photo.png', HTML, 'image/png'), 'photo.png');
  });

  it('serves an SVG holding a script as a download', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script href="/server/api/v1/files/1/content?brand=acme"/><script>alert(1)</script></svg>';
    expectDownload(await uploadAndFetch('logo.svg', svg, 'image/svg+xml'), 'logo.svg');
  });

  it('serves a JavaScript file as a download that no browser runs as a script', async () => {
    expectDownload(await uploadAndFetch('helper.js', 'alert(document.cookie)', 'text/javascript'), 'helper.js');
  });

  it('serves a real PNG inline with its sniffed type, nosniff and the sandbox, whatever it was called', async () => {
    for (const [name, type] of [['banner.png', 'image/png'], ['banner.html', 'text/html']] as const) {
      const res = await uploadAndFetch(name, SMALL_PNG, type);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toMatch(/^inline; /);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe(USER_CONTENT_CSP);
      expect(res.rawPayload.equals(SMALL_PNG)).toBe(true);
    }
  });

  it('serves audio and video inline for players, with the scriptless player sandbox', async () => {
    const manager = await t.signIn('manager@example.com', null);
    for (const name of ['product-teaser.webm', 'jingle.wav']) {
      const id = t.db.prepare('SELECT id FROM files WHERE name = ? ORDER BY id LIMIT 1').pluck().get(name) as number;
      const res = await manager.get(`/server/api/v1/files/${id}/content?brand=acme`, { headers: { range: 'bytes=0-9' } });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-disposition']).toMatch(/^inline; /);
      expect(res.headers['content-security-policy']).toBe(USER_PLAYER_CSP);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('keeps byte ranges on downloads too', async () => {
    const res = await uploadAndFetch('notes.txt', 'abcdefghij', 'text/plain', { range: 'bytes=2-4' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 2-4/10');
    expect(res.payload).toBe('cde');
    expect(res.headers['content-security-policy']).toBe(USER_CONTENT_CSP);
  });

  it('applies the same rule to source files: the seeded SVG logo is a download, the PNG inline', async () => {
    const manager = await t.signIn('manager@example.com', null);
    const idOf = (name: string) => t.db.prepare('SELECT id FROM files WHERE name = ? AND asset_group_id IS NOT NULL ORDER BY id LIMIT 1').pluck().get(name) as number;
    expectDownload(await manager.get(`/server/api/v1/files/${idOf('logo.svg')}/content?brand=acme`), 'logo.svg');
    const png = await manager.get(`/server/api/v1/files/${idOf('hero-image.png')}/content?brand=acme`);
    expect([png.headers['content-type'], png.headers['content-security-policy']]).toEqual(['image/png', USER_CONTENT_CSP]);
  });

  it('names a file with non-ASCII characters in the header without breaking it', async () => {
    const res = await uploadAndFetch('Zpráva č. 1.txt', 'x', 'text/plain');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Zpr_va _. 1.txt"; filename*=UTF-8''${encodeURIComponent('Zpráva č. 1.txt')}`);
  });
});
