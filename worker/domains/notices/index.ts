/**
 * Dismissals of the low-credit and high-storage notices (spec section 4), one record per
 * dismissible level (spec section 3; stored-dismissals.ts).
 *
 *   brand/switch-started ─▶ read the brand's stored dismissals ─▶ notices/restored
 *   notices/dismiss (command) ─▶ notices/dismissed (the slice's current value is remembered)
 *   every change of a dismissal (dismiss, balance, spend, storage) ─▶ stored again
 *
 * The rules themselves live in contract/credit-notice.ts and contract/storage-notice.ts; the
 * wallet and storage slices fold them over every value in order, next to the value they follow.
 */
import { distinctUntilChanged, EMPTY, filter, from, ignoreElements, map, mergeMap, switchMap, type Observable } from 'rxjs';
import { OK } from '../../engine/commands/command-context';
import type { Emission } from '../../engine/core/emission';
import { ofType, perBrandScope, type Effect } from '../../engine/core/effect';
import type { Runtime } from '../../engine/core/runtime';
import { defineDomain, type CommandHandlers } from '../domain';
import { sameDismissals } from '../../contract/notice';
import { readStoredDismissals } from './stored-dismissals';

export const dismissalsKey = (brand: string) => `notice-dismissals:${brand}`;

const restore: Effect = (event$, rt) =>
  event$.pipe(
    ofType('brand/switch-started', 'session/signed-out'),
    // A newer switch supersedes a read still in flight; its answer would belong to another brand.
    switchMap((envelope): Observable<Emission> => {
      if (envelope.event.type !== 'brand/switch-started') return EMPTY;
      const brand = envelope.event.identifier;
      return from(rt.ports.preferences.read(dismissalsKey(brand))).pipe(
        map((stored): Emission => ({ event: { type: 'notices/restored', ...readStoredDismissals(stored) }, source: 'system', brand })),
      );
    }),
  );

function currentDismissals(rt: Runtime) {
  const { balance, storage, brand } = rt.state();
  return { brand: brand.identifier, restored: balance.dismissal.restored && storage.dismissal.restored, credit: balance.dismissal.at, storage: storage.dismissal.at };
}

const persist: Effect = (event$, rt) =>
  perBrandScope(event$, () =>
    event$.pipe(
      ofType('notices/restored', 'notices/dismissed', 'balance/changed', 'live/balance-spend', 'storage/recalculated'),
      map(() => currentDismissals(rt)),
      // Never before the stored values were read back: that would overwrite them with nothing.
      filter((d) => d.restored && d.brand !== null),
      distinctUntilChanged((a, b) => sameDismissals(a.credit, b.credit) && sameDismissals(a.storage, b.storage)),
      mergeMap((d) => from(rt.ports.preferences.write(dismissalsKey(d.brand!), { credit: d.credit, storage: d.storage }))),
      ignoreElements(),
    ),
  );

const commands = {
  'notices/dismiss': (ctx, command) => {
    ctx.emit({ event: { type: 'notices/dismissed', notice: command.notice }, source: 'command', brand: ctx.state().brand.identifier });
    return OK;
  },
} satisfies CommandHandlers;

export const noticesDomain = defineDomain({ effects: [restore, persist], commands });
