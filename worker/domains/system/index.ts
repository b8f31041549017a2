/**
 * Deployment info, the maintenance modal (opened by a live event) and the new-version flag.
 * ShowMaintenance → system/maintenance-shown; NewVersionAvailable → system/new-version-available.
 */
import { map, merge } from 'rxjs';
import type { Emission } from '../../engine/core/emission';
import { ofType, type Effect } from '../../engine/core/effect';
import { OK } from '../../engine/commands/command-context';
import { defineDomain, defineSlice } from '../domain';
import { systemLive } from './live';

export const systemSlice = defineSlice({
  name: 'system',
  initial: { deployment: null, maintenance: null, newVersionAvailable: false },
  cases: {
    'system/deployment-loaded': (slice, event) => ({ ...slice, deployment: event.deployment }),
    'system/maintenance-shown': (slice, event) => ({ ...slice, maintenance: { severity: event.severity, message: event.message } }),
    'system/maintenance-closed': (slice) => (slice.maintenance === null ? slice : { ...slice, maintenance: null }),
    'system/new-version-available': (slice) => (slice.newVersionAvailable ? slice : { ...slice, newVersionAvailable: true }),
  },
});

const systemEffect: Effect = (event$) =>
  merge(
    event$.pipe(
      ofType('live/show-maintenance'),
      map((e): Emission => ({ event: { type: 'system/maintenance-shown', severity: e.event.severity, message: e.event.message }, source: 'live', brand: e.brand })),
    ),
    event$.pipe(
      ofType('live/new-version-available'),
      map((e): Emission => ({ event: { type: 'system/new-version-available', buildNumber: e.event.buildNumber }, source: 'live', brand: e.brand })),
    ),
  );

export const systemDomain = defineDomain({
  slice: systemSlice,
  live: systemLive,
  effects: [systemEffect],
  // Folded by the root reducer (engine/reduce.ts): it resets every slice, not one.
  signals: ['log/page-loaded'],
  commands: {
    'system/close-maintenance': (ctx) => {
      ctx.emit({ event: { type: 'system/maintenance-closed' }, source: 'command', brand: null });
      return OK;
    },
  },
});
