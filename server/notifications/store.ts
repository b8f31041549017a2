/**
 * Creating, reading and presenting notifications. New ones are also announced on an in-process
 * bus, which the GraphQL subscription `notificationCreated` listens to.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { NotificationRow } from '../db/rows.ts';
import { NOTIFIABLE_TYPE } from './kinds.ts';

export type NotificationListener = (row: NotificationRow) => void;

export interface NotificationBus {
  subscribe(listener: NotificationListener): () => void;
  emit(row: NotificationRow): void;
}

export function createNotificationBus(): NotificationBus {
  const listeners = new Set<NotificationListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(row) {
      for (const l of [...listeners]) l(row);
    },
  };
}

/** Deterministic UUID-shaped ids for seeded notifications, so demos and e2e can name them. */
export function seedNotificationId(seq: number): string {
  return `00000000-0000-4000-8000-${seq.toString(16).padStart(12, '0')}`;
}

export interface NewNotification {
  readonly userId: number;
  readonly brandId: number | null;
  readonly type: string;
  readonly data: Record<string, unknown>;
  readonly createdAt: string;
  readonly readAt?: string | null;
  readonly id?: string;
}

export function insertNotification(db: Db, n: NewNotification): NotificationRow {
  const row: NotificationRow = {
    id: n.id ?? randomUUID(),
    type: n.type,
    notifiable_type: NOTIFIABLE_TYPE,
    notifiable_id: n.userId,
    brand_id: n.brandId,
    data: JSON.stringify(n.data),
    read_at: n.readAt ?? null,
    created_at: n.createdAt,
    updated_at: n.readAt ?? n.createdAt,
  };
  db.prepare(
    `INSERT INTO notifications (id, type, notifiable_type, notifiable_id, brand_id, data, read_at, created_at, updated_at)
     VALUES (@id, @type, @notifiable_type, @notifiable_id, @brand_id, @data, @read_at, @created_at, @updated_at)`,
  ).run(row);
  return row;
}

/** Inserts and announces (farm, comments, control API); the seed uses insertNotification. */
export function notify(db: Db, bus: NotificationBus, n: NewNotification): NotificationRow {
  const row = insertNotification(db, n);
  bus.emit(row);
  return row;
}

export interface NotificationJson {
  id: string;
  type: string;
  notifiable_id: number;
  notifiable_type: string;
  brand_id: number | null;
  data: Record<string, unknown>;
  read_at: string | null;
  created_at: string;
  updated_at: string;
}

export function presentNotification(row: NotificationRow): NotificationJson {
  return {
    id: row.id,
    type: row.type,
    notifiable_id: row.notifiable_id,
    notifiable_type: row.notifiable_type,
    brand_id: row.brand_id,
    data: JSON.parse(row.data) as Record<string, unknown>,
    read_at: row.read_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
