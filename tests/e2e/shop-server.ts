/**
 * A shop's feed server for the fetch-feed specs, on 127.0.0.1 (the e2e stack allows loopback
 * feed URLs outside production): it answers every request with what the test set last, so a test
 * changes the shop's catalogue or breaks it between fetches.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from './shell-support';

export interface ShopAnswer {
  readonly status: number;
  readonly body: string;
}

export interface ShopServer {
  /** http://127.0.0.1:port, once the spec's tests start. */
  readonly origin: () => string;
  /** What every request is answered with from now on. */
  answer(next: ShopAnswer): void;
}

/** Starts the server before the spec file's tests and stops it after them. */
export function useShopServer(): ShopServer {
  let current: ShopAnswer = { status: 200, body: '' };
  let origin = '';
  const server = createServer((_request, response) => {
    response.writeHead(current.status, { 'content-type': 'text/csv' });
    response.end(current.body);
  });
  test.beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return {
    origin: () => origin,
    answer(next) {
      current = next;
    },
  };
}
