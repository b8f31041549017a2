/** The brand wallet's credit balance. */
import type { EventOf } from '../../contract/events';
import type { BalanceSlice } from '../../contract/snapshot';

export type BalanceEvent = EventOf<'balance/changed'>;

export const initialBalance: BalanceSlice = { status: 'idle', value: null };

export function reduceBalance(slice: BalanceSlice, event: BalanceEvent): BalanceSlice {
  switch (event.type) {
    case 'balance/changed':
      return slice.status === 'ready' && slice.value === event.balance ? slice : { status: 'ready', value: event.balance };
    default: {
      const _exhaustive: never = event.type;
      return slice;
    }
  }
}
