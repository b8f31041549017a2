// @vitest-environment node
/** The generic resource calls through the real HttpPort: paths, parameters, record translation. */
import { describe, expect, it } from 'vitest';
import { AppInternalError, UnhandledApiError } from '../../ports/http/errors';
import { createHttpPort, DEFAULT_OAUTH_SCOPE } from '../../ports/http/create-http-port';
import { resourceCalls } from './calls';

function portAnswering(status: number, body: unknown) {
  const requests: { url: string; headers: Headers }[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    requests.push({ url, headers: new Headers(init.headers) });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  const port = createHttpPort({ fetch, origin: 'https://app.test', env: { oauthClientId: 'c', oauthScope: DEFAULT_OAUTH_SCOPE } });
  return { port, requests };
}

const paginator = {
  current_page: 2,
  per_page: 20,
  total: 41,
  last_page: 3,
  data: [
    { id: 7, name: 'Spring sale', brand_id: 1, archived: false, meta: { nested: true, deeper: { x: 1 }, list: [1] }, tags: ['a'], thumbnail: null },
    { id: 8, title: '', email: 'x@example.com', price: 12.5, archived_at: null },
    { id: 9 },
  ],
};

describe('resource calls', () => {
  it('lists a resource with filters, paging, search and archived params under the brand', async () => {
    const { port, requests } = portAnswering(200, paginator);
    const query = { kind: 'resource/list', resource: 'ad-set', page: 2, perPage: 20, search: 'spr', archived: -1, filter: { format: 'html' } } as const;
    const page = await port.call(resourceCalls.resourceList, query, { brand: 'acme' });
    expect(requests[0]?.url).toBe('https://app.test/server/api/v1/ad-set?format=html&page=2&limit=20&search=spr&archived=-1');
    expect(requests[0]?.headers.get('X-Brand')).toBe('acme');
    expect(page).toEqual({
      page: 2,
      perPage: 20,
      total: 41,
      lastPage: 3,
      items: [
        // an object's scalars are flattened one level (an ad's thumbnail), arrays and deeper
        // objects are left out; the label falls back through name/title/email/#id
        { id: '7', label: 'Spring sale', fields: { id: 7, name: 'Spring sale', brand_id: 1, archived: false, 'meta.nested': true, thumbnail: null } },
        { id: '8', label: 'x@example.com', fields: { id: 8, title: '', email: 'x@example.com', price: 12.5, archived_at: null } },
        { id: '9', label: '#9', fields: { id: 9 } },
      ],
    });
  });

  it("keeps an ad's thumbnail (an object on the wire) as thumbnail.* fields, which the Ads page reads", async () => {
    const thumbnail = { render_id: 41, output_format: 'png', width: 300, height: 250, url: 'https://app.test/server/api/v1/visual-build/41/output' };
    const { port } = portAnswering(200, { ...paginator, data: [{ id: 5, name: 'Shoe EN', thumbnail }, { id: 6, name: 'Shoe CS', thumbnail: null }] });
    const page = await port.call(resourceCalls.resourceList, { kind: 'resource/list', resource: 'ad', page: 1, perPage: 200 }, { brand: 'acme' });
    expect(page.items.map((ad) => ad.fields)).toEqual([
      { id: 5, name: 'Shoe EN', 'thumbnail.render_id': 41, 'thumbnail.output_format': 'png', 'thumbnail.width': 300, 'thumbnail.height': 250, 'thumbnail.url': thumbnail.url },
      { id: 6, name: 'Shoe CS', thumbnail: null },
    ]);
  });

  it('asks the id queue its ids Laravel-style (ids[]=…)', async () => {
    const { port, requests } = portAnswering(200, { ...paginator, data: [] });
    await port.call(resourceCalls.resourceList, { kind: 'resource/list', resource: 'visual-build', page: 1, perPage: 100, archived: -1, ids: ['4', '5'] }, { brand: 'acme' });
    expect(requests[0]?.url).toBe('https://app.test/server/api/v1/visual-build?page=1&limit=100&archived=-1&ids[]=4&ids[]=5');
  });

  it('gets one record and encodes its id', async () => {
    const { port, requests } = portAnswering(200, { data: { id: 3, label: 'Hero banner' } });
    const record = await port.call(resourceCalls.resourceGet, { kind: 'resource/get', resource: 'visual', id: '3/../x' }, { brand: 'acme' });
    expect(requests[0]?.url).toBe('https://app.test/server/api/v1/visual/3%2F..%2Fx');
    expect(record).toEqual({ id: '3', label: 'Hero banner', fields: { id: 3, label: 'Hero banner' } });
  });

  it('reads any resource meta: counts, option lists, choices and numbers; unknown shapes are left out', async () => {
    const adSet = portAnswering(200, { data: { counts: { total: 12, archived: 3 }, formats: ['html', 'png'], reviewStates: ['approved'], extra: { nested: 'x' }, flag: true } });
    expect(await adSet.port.call(resourceCalls.resourceMeta, 'ad-set', { brand: 'acme' })).toEqual({
      total: 12,
      archived: 3,
      countsBy: {},
      options: { formats: ['html', 'png'], reviewStates: ['approved'] },
      choices: {},
      numbers: {},
    });
    expect(adSet.requests[0]?.url).toBe('https://app.test/server/api/v1/ad-set/meta');
    const user = portAnswering(200, { data: { roles: ['manager', 'visitor'], teams: [{ id: 4, name: 'Design' }], counts: [{ role: 'manager', count: 2 }, { role: 'visitor', count: 5 }] } });
    expect(await user.port.call(resourceCalls.resourceMeta, 'user', { brand: 'acme' })).toEqual({
      total: 7,
      archived: null,
      countsBy: { manager: 2, visitor: 5 },
      options: { roles: ['manager', 'visitor'] },
      choices: { teams: [{ id: '4', label: 'Design' }] },
      numbers: {},
    });
    const groups = portAnswering(200, { data: { counts: { total: 1, archived: 0 }, files: { files: 3, bytes: 2048 } } });
    expect((await groups.port.call(resourceCalls.resourceMeta, 'asset-group', { brand: 'acme' })).numbers).toEqual({ 'files.files': 3, 'files.bytes': 2048 });
  });

  it('creates with POST and updates with PUT {id}, the fields as JSON, and reads the answered record', async () => {
    const create = portAnswering(201, { data: { id: 5, name: 'Feed', type: 'manual' } });
    const created = await create.port.call(resourceCalls.resourceCreate, { resource: 'feed', fields: { name: 'Feed', type: 'manual' } }, { brand: 'acme' });
    expect(create.requests[0]?.url).toBe('https://app.test/server/api/v1/feed');
    expect(created).toEqual({ id: '5', label: 'Feed', fields: { id: 5, name: 'Feed', type: 'manual' } });
    const update = portAnswering(200, { data: { id: 5, name: 'Renamed' } });
    await update.port.call(resourceCalls.resourceUpdate, { resource: 'feed', id: '5', fields: { name: 'Renamed' } }, { brand: 'acme' });
    expect(update.requests[0]?.url).toBe('https://app.test/server/api/v1/feed/5');
  });

  it('rejects answers that are not paginators and classifies HTTP failures', async () => {
    const list = { kind: 'resource/list', resource: 'feed', page: 1, perPage: 20 } as const;
    await expect(portAnswering(200, { data: 'nope' }).port.call(resourceCalls.resourceList, list, { brand: 'a' })).rejects.toBeInstanceOf(AppInternalError);
    const notFound = portAnswering(404, { message: 'Not found' }).port.call(resourceCalls.resourceGet, { kind: 'resource/get', resource: 'ad', id: '1' }, { brand: 'a' });
    await expect(notFound).rejects.toBeInstanceOf(UnhandledApiError);
    await expect(notFound).rejects.toMatchObject({ status: 404 });
  });
});
