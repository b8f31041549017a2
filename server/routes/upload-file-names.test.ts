/**
 * File names on every upload route (worker/contract/file-names.ts, checked in
 * http/multipart.ts): control characters and names over 255 UTF-8 bytes answer 422 on the file's
 * field, Laravel-shaped, and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../test-support/agent.ts';
import { createTestApp, snapshot, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const groupId = () => t.db.prepare('SELECT id FROM asset_groups WHERE brand_id = 1 ORDER BY id LIMIT 1').pluck().get() as number;

/** Each upload route: its URL, the file's field, the other fields it needs, and who may upload. */
const ROUTES = [
  { name: 'library upload', url: () => '/server/api/v1/uploads/file', field: 'file', fields: { path: '/' }, email: 'manager@example.com', ext: '.txt' },
  { name: 'source file', url: () => `/server/api/v1/asset-group/${groupId()}/file`, field: 'file', fields: {}, email: 'manager@example.com', ext: '.txt' },
  { name: 'feed file', url: () => '/server/api/v1/feed/upload', field: 'file', fields: { name: 'Feed', delimiter: ';', has_header: '1' }, email: 'manager@example.com', ext: '.csv' },
  {
    name: 'template package',
    url: () => '/server/api/v1/visual',
    field: 'package',
    fields: { name: 'Banner', description: 'd', overridden_tags: '[]', output_category: 'display' },
    email: 'developer@example.com',
    ext: '.html',
  },
] as const;

/** A multipart body whose file name goes as RFC 5987 `filename*`, so any character can be sent. */
function encodedName(fields: Record<string, string>, field: string, name: string): { body: Buffer; contentType: string } {
  const boundary = '----adcreativeNames';
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename*=UTF-8''${encodeURIComponent(name)}\r\nContent-Type: text/plain\r\n\r\nsku;name\nA;x\n\r\n--${boundary}--\r\n`);
  return { body: Buffer.from(parts.join('')), contentType: `multipart/form-data; boundary=${boundary}` };
}

// CR and LF never reach a route: the multipart parser drops a part whose name holds them (the
// request then misses its file: 422 too). The contract's own test covers them.
const CONTROL_NAMES = [
  ['NUL', 'report\u0000.txt'],
  ['a C0 control', 'report\u0001.txt'],
  ['a tab', 'report\t1.txt'],
  ['DEL', 'report\u007f.txt'],
  ['a C1 control', 'report\u0085.txt'],
  ['CSI', 'report\u009b.txt'],
  ['a right-to-left override', 'invoice\u202egnp.exe'],
  ['a bidi isolate', 'a\u2066b.txt'],
] as const;

describe.each(ROUTES)('$name upload', (route) => {
  it.each(CONTROL_NAMES)('refuses a name with %s, writing nothing', async (_what, name) => {
    const agent = await t.signIn(route.email);
    const before = snapshot(t.db);
    const res = await agent.post(route.url(), undefined, { raw: encodedName(route.fields, route.field, name) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: `The ${route.field} name must not contain control characters.`, errors: { [route.field]: [`The ${route.field} name must not contain control characters.`] } });
    expect(snapshot(t.db)).toBe(before);
  });

  it('refuses a name over 255 UTF-8 bytes (counted in bytes, not characters), writing nothing', async () => {
    const agent = await t.signIn(route.email);
    const before = snapshot(t.db);
    const message = `The ${route.field} name must not be longer than 255 bytes.`;
    for (const name of ['a'.repeat(256 - route.ext.length) + route.ext, 'č'.repeat(126) + route.ext]) {
      const res = await agent.post(route.url(), undefined, { raw: encodedName(route.fields, route.field, name) });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message, errors: { [route.field]: [message] } });
    }
    expect(snapshot(t.db)).toBe(before);
  });

  it('takes a name of exactly 255 bytes, accents and spaces included', async () => {
    const agent = await t.signIn(route.email);
    const name = `Zpráva ${'x'.repeat(255 - 8 - route.ext.length)}${route.ext}`;
    expect(Buffer.byteLength(name)).toBe(255);
    const res = await agent.post(route.url(), undefined, { raw: encodedName(route.fields, route.field, name) });
    expect(res.statusCode).toBe(201);
  });
});

it('refuses a raw NUL in a plain filename parameter too', async () => {
  const agent = await t.signIn('manager@example.com');
  const before = snapshot(t.db);
  const res = await agent.post('/server/api/v1/uploads/file', undefined, { raw: multipart({ path: '/' }, [{ field: 'file', filename: 'a\u0000b.txt', content: 'x', type: 'text/plain' }]) });
  expect(res.statusCode).toBe(422);
  expect(res.json().errors).toEqual({ file: ['The file name must not contain control characters.'] });
  expect(snapshot(t.db)).toBe(before);
});
