import { balanceEffect } from './balance-effect';
import { brandUserEffect } from './brand-user-effect';
import { buildsEffect } from './builds-effect';
import type { Effect } from './effect';
import { incidentsEffect } from './incidents-effect';
import { meEffect } from './me-effect';
import { notificationsEffect } from './notifications-effect';
import { systemEffect } from './system-effect';

export type { Effect } from './effect';

/** The spec's live-event refresh rules (section 4) plus resync after a reconnect. */
export const DEFAULT_EFFECTS: readonly Effect[] = [
  balanceEffect,
  buildsEffect,
  brandUserEffect,
  meEffect,
  incidentsEffect,
  notificationsEffect,
  systemEffect,
];
