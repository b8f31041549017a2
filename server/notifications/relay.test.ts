/**
 * The relay of notifications written by other processes (BullMQ render workers) onto the API
 * server's bus: each announced once, none of the server's own twice, none from before it started.
 * Two connections to one database file stand for the two processes; polls are called by hand.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.ts';
import { seed } from '../seed/seed.ts';
import { steppedClock } from '../test-support/test-app.ts';
import { createNotificationRelay, type NotificationRelay } from './relay.ts';
import { createNotificationBus, insertNotification, notify, type NotificationBus } from './store.ts';

let dir: string;
let server: Db;
let worker: Db;
let bus: NotificationBus;
let relay: NotificationRelay;
let heard: string[];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'relay-'));
  server = openDatabase(join(dir, 'app.sqlite'));
  seed(server, steppedClock());
  worker = openDatabase(join(dir, 'app.sqlite'));
  bus = createNotificationBus();
  heard = [];
  bus.subscribe((row) => heard.push(row.id));
  relay = createNotificationRelay(server, bus, { limit: 2 });
});
afterEach(() => {
  relay.stop();
  worker.close();
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

const note = (db: Db, id: string) => insertNotification(db, { id, userId: 1, brandId: 1, type: 'x', data: {}, createdAt: '2026-11-26T00:00:00.000Z' });

it("announces the other process's notifications once, in order, and never the server's own again", () => {
  note(worker, 'before-start');
  relay.start(60_000);
  note(worker, 'w1');
  notify(server, bus, { id: 'own', userId: 1, brandId: 1, type: 'x', data: {}, createdAt: '2026-11-26T00:00:00.000Z' });
  note(worker, 'w2');
  note(worker, 'w3');
  expect(heard).toEqual(['own']);
  // At most two rows per poll: the third waits for the next.
  expect(relay.poll()).toBe(1);
  expect(heard).toEqual(['own', 'w1']);
  expect(relay.poll()).toBe(2);
  expect(relay.poll()).toBe(0);
  expect(heard).toEqual(['own', 'w1', 'w2', 'w3']);
});
