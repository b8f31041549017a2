/**
 * The limits of a template upload (docs/template-packages.md "Checked on upload"): how many sizes
 * a package declares, how large a size may be, and how large the upload itself may be, each
 * refused with a 422 that names what is wrong, storing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildZip } from '../../tests/harness/zip-builder.ts';
import type { Agent } from '../test-support/agent.ts';
import { multipart } from '../test-support/agent.ts';
import { createTestApp, snapshot, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  // Over a real socket: how the bytes arrive decides where the framework reports a file too large.
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  t.app.server.closeAllConnections();
  await t.close();
});

const fields = { name: 'Autumn banner', output_category: 'display' };
const pageWith = (sizes: string[]) => `<!doctype html><html><head><meta charset="utf-8">${sizes.map((s) => `<meta name="ad.size" content="${s}">`).join('')}</head><body>Hi</body></html>`;
const packageOf = (content: Buffer) => ({ field: 'package', filename: 'banner.zip', content, type: 'application/zip' });
const zipOf = (html: string) => packageOf(buildZip([{ name: 'index.html', content: html }]));
const TOO_LARGE = 'The package field must not be greater than 51200 kilobytes.';

describe('the sizes a package declares', () => {
  it('refuses 600 ad.size metas, naming the limit, storing nothing', async () => {
    const agent = await t.signIn('developer@example.com');
    const before = snapshot(t.db);
    const sizes = Array.from({ length: 600 }, (_, i) => `width=${100 + i},height=250`);
    const res = await agent.post('/server/api/v1/visual', undefined, { raw: multipart(fields, [zipOf(pageWith(sizes))]) });
    expect([res.statusCode, res.json()]).toEqual([
      422,
      { message: 'The package declares 600 sizes; at most 50 are allowed.', errors: { package: ['The package declares 600 sizes; at most 50 are allowed.'] } },
    ]);
    expect(snapshot(t.db)).toBe(before);
  });

  it('refuses a 20000×20000 size, naming it, instead of giving the template its category\'s sizes', async () => {
    const agent = await t.signIn('developer@example.com');
    const before = snapshot(t.db);
    const res = await agent.post('/server/api/v1/visual', undefined, { raw: multipart(fields, [zipOf(pageWith(['width=300,height=250', 'width=20000,height=20000']))]) });
    expect([res.statusCode, res.json().errors]).toEqual([422, { package: ["The package's size 20000×20000 is larger than 4096×4096, the largest a template may be."] }]);
    expect(snapshot(t.db)).toBe(before);
  });

  it('takes 50 sizes, and refuses more than 50 in the sizes field with the same limit', async () => {
    const agent = await t.signIn('developer@example.com');
    const fifty = Array.from({ length: 50 }, (_, i) => ({ width: 100 + i, height: 250 }));
    const ok = await agent.post('/server/api/v1/visual', undefined, { raw: multipart(fields, [zipOf(pageWith(fifty.map((s) => `width=${s.width},height=${s.height}`)))]) });
    expect([ok.statusCode, ok.json().data.sizes.length]).toEqual([201, 50]);
    const many = await agent.post('/server/api/v1/visual', undefined, { raw: multipart({ ...fields, sizes: JSON.stringify([...fifty, { width: 300, height: 250 }]) }, [zipOf(pageWith([]))]) });
    expect([many.statusCode, many.json().errors]).toEqual([422, { sizes: ['The sizes field must not have more than 50 sizes.'] }]);
  });
});

describe('an upload over the limit', () => {
  const send = async (agent: Agent, method: 'POST' | 'PUT', path: string, form: FormData) => {
    const cookie = [...agent.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    const res = await fetch(`${origin}${path}`, { method, body: form, headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-brand': 'acme', 'x-xsrf-token': agent.xsrf!, cookie } });
    return { status: res.status, body: (await res.json()) as unknown };
  };
  const big = () => new Blob([new Uint8Array(51 * 1024 * 1024)]);

  it('answers the documented 422 on the package field, never the framework\'s 413, whatever the order of the parts', async () => {
    const agent = await t.signIn('developer@example.com');
    const before = snapshot(t.db);
    // Part order changes which of the framework's two reports comes first: the file last and alone
    // (an update) made it answer 413 "request file too large".
    const packageFirst = new FormData();
    packageFirst.append('package', big(), 'big.zip');
    packageFirst.append('name', 'Big');
    packageFirst.append('output_category', 'display');
    const packageOnly = new FormData();
    packageOnly.append('package', big(), 'big.zip');
    const visualId = t.db.prepare('SELECT id FROM visuals WHERE brand_id = 1 ORDER BY id LIMIT 1').pluck().get() as number;
    const answers = [
      await send(agent, 'POST', '/server/api/v1/visual', packageFirst),
      await send(agent, 'PUT', `/server/api/v1/visual/${visualId}`, packageOnly),
    ];
    for (const answer of answers) expect(answer).toEqual({ status: 422, body: { message: TOO_LARGE, errors: { package: [TOO_LARGE] } } });
    expect(snapshot(t.db)).toBe(before);
  }, 30_000);

  it('says the same of any upload field, and words the file count limit', async () => {
    const agent = await t.signIn('developer@example.com');
    const one = new FormData();
    one.append('file', big(), 'big.zip');
    expect(await send(agent, 'POST', '/server/api/v1/uploads/file', one)).toEqual({ status: 422, body: { message: 'The file field must not be greater than 51200 kilobytes.', errors: { file: ['The file field must not be greater than 51200 kilobytes.'] } } });
    const many = new FormData();
    for (let i = 0; i < 21; i++) many.append('package', new Blob(['x']), `p${i}.zip`);
    expect(await send(agent, 'POST', '/server/api/v1/visual', many)).toEqual({ status: 422, body: { message: 'At most 20 files can be uploaded at once.', errors: { package: ['At most 20 files can be uploaded at once.'] } } });
  }, 30_000);
});
