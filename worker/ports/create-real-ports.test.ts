import { asyncScheduler } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { walletCalls } from '../domains/wallet';
import { createRealPorts } from './create-real-ports';
import { createFakeFetch, jsonResponse } from './testing/fake-fetch';
import { FakePusher } from './testing/fake-pusher';

const config = {
  origin: 'https://app.test',
  oauthClientId: 'spa',
  pusher: { key: 'k', wsHost: 'ws.app.test', wsPort: 6001, forceTLS: true },
  preferencesDatabase: 'adcreative-test-preferences',
};

describe('createRealPorts', () => {
  it('wires clock and scheduler', () => {
    const ports = createRealPorts(config, FakePusher, { fetch: createFakeFetch(() => jsonResponse(200, {})).fetch });
    expect(ports.clock).toBe(Date);
    expect(ports.scheduler).toBe(asyncScheduler);
  });

  it('one XSRF token serves REST, GraphQL and channel authorisation', async () => {
    const fake = createFakeFetch((call) => {
      if (call.url.endsWith('/broadcasting/auth')) return jsonResponse(200, { auth: 'k:sig' });
      if (call.url.endsWith('/graphql')) return jsonResponse(200, { data: { loggedUser: { id: '1', unread_notifications_count: 0 } } });
      return jsonResponse(200, { data: { balance: 1 } });
    });
    const ports = createRealPorts(config, FakePusher, { fetch: fake.fetch });
    ports.backend.setXsrfToken('shared');
    await ports.backend.call(walletCalls.balance, undefined, { brand: 'acme' });
    await ports.graphql.unreadCount({ brand: 'acme' });
    ports.live.connect(() => undefined);
    FakePusher.instances.at(-1)?.connectNow();
    ports.live.setBrand('acme');
    await vi.waitFor(() => expect(fake.calls).toHaveLength(3));
    expect(fake.calls.map((c) => c.headers['X-XSRF-TOKEN'])).toEqual(['shared', 'shared', 'shared']);
    expect(FakePusher.instances.at(-1)?.options).toMatchObject({ key: 'k', wsHost: 'ws.app.test', wsPort: 6001, forceTLS: true });

    ports.live.setXsrfToken('rotated');
    await ports.backend.call(walletCalls.balance, undefined, { brand: 'acme' });
    expect(fake.last().headers['X-XSRF-TOKEN']).toBe('rotated');
    ports.live.disconnect();
  });
});
