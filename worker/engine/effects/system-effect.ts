/** ShowMaintenance → maintenance modal; NewVersionAvailable → new-version flag. */
import { map, merge } from 'rxjs';
import type { Emission } from '../core/emission';
import { ofType, type Effect } from './effect';

export const systemEffect: Effect = (event$) =>
  merge(
    event$.pipe(
      ofType('live/show-maintenance'),
      map(
        (envelope): Emission => ({
          event: { type: 'system/maintenance-shown', severity: envelope.event.severity, message: envelope.event.message },
          source: 'live',
          brand: envelope.brand,
        }),
      ),
    ),
    event$.pipe(
      ofType('live/new-version-available'),
      map(
        (envelope): Emission => ({
          event: { type: 'system/new-version-available', buildNumber: envelope.event.buildNumber },
          source: 'live',
          brand: envelope.brand,
        }),
      ),
    ),
  );
