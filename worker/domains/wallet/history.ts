/**
 * The wallet's spending history and top-up requests (docs/brand-money.md).
 *
 *   wallet/transactions ─▶ GET balance-manager/transactions (a page, newest first, a period)
 *   BalanceManager.Spend ─▶ every watched history page is stale ─▶ refetched (the new spend on top)
 *   wallet/request-top-up ─▶ POST balance-manager/top-up-request ─▶ the requests list is stale
 */
import * as v from 'valibot';
import type { CreditTransaction, TopUpRequests, TransactionsQuery } from '../../contract/brand-money';
import { defineWrite } from '../../engine/commands/write-command';
import { invalidate, type QueryPatcher } from '../../engine/live-queries/patcher';
import { resourceKey } from '../../engine/live-queries/query-keys';
import type { QueryDef } from '../../engine/live-queries/query-def';
import { callSpec, execute, run } from '../../engine/requests/execute';
import { defineCall } from '../../ports/http/call';
import { pageOf, resource } from '../../ports/http/laravel-primitives';
import type { CommandHandlers } from '../domain';
import { ifMoneyVisible } from './money-access';
import { topUpSchema, transactionSchema } from './wire';

function transactionParams(q: TransactionsQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: q.page, limit: q.perPage };
  if (q.from !== undefined) params.from = q.from;
  if (q.to !== undefined) params.to = q.to;
  return params;
}

export const historyCalls = {
  walletTransactions: defineCall({
    name: 'walletTransactions',
    method: 'GET',
    path: '/api/v1/balance-manager/transactions',
    request: (q: TransactionsQuery) => ({ query: transactionParams(q) }),
    answer: pageOf(transactionSchema),
  }),
  walletTopUpRequests: defineCall({
    name: 'walletTopUpRequests',
    method: 'GET',
    path: '/api/v1/balance-manager/top-up-request',
    answer: resource(v.pipe(v.array(topUpSchema), v.transform((requests): TopUpRequests => ({ id: 'top-up-requests', requests })))),
  }),
  walletRequestTopUp: defineCall({
    name: 'walletRequestTopUp',
    method: 'POST',
    path: '/api/v1/balance-manager/top-up-request',
    request: (a: { amount: number; note: string }) => ({ body: { amount: a.amount, note: a.note.trim() === '' ? null : a.note.trim() } }),
  }),
};

const asFields = {
  fields: (item: object) => item as Readonly<Record<string, unknown>>,
  withFields: <I extends object>(item: I, fields: Readonly<Record<string, unknown>>): I => ({ ...item, ...fields }),
  typed: false,
} as const;

export const historyQueries = {
  'wallet/transactions': {
    kind: 'wallet/transactions',
    shape: 'list',
    resource: () => 'credit-transaction',
    load: (rt, query, { brand, signal }) => ifMoneyVisible(rt, () => execute(rt, callSpec(rt, historyCalls.walletTransactions, query, { scope: 'brand', brand, signal, toast: 'except-not-found' }))),
    ...asFields,
  } satisfies QueryDef<'wallet/transactions', CreditTransaction>,
  'wallet/top-up-requests': {
    kind: 'wallet/top-up-requests',
    shape: 'record',
    resource: () => 'top-up-request',
    load: (rt, _query, { brand, signal }) => ifMoneyVisible(rt, () => execute(rt, callSpec(rt, historyCalls.walletTopUpRequests, undefined, { scope: 'brand', brand, signal, toast: 'except-not-found' }))),
    ...asFields,
  } satisfies QueryDef<'wallet/top-up-requests', TopUpRequests>,
};

/** A spend is a new transaction on top of the history: the watched pages refetch (its window bounds a burst). */
export const spendPatcher: QueryPatcher = {
  on: ['live/balance-spend'],
  change: () => invalidate(resourceKey('credit-transaction')),
};

export const historyCommands = {
  'wallet/request-top-up': defineWrite({
    write: (ctx, { amount, note }) => ifMoneyVisible(ctx, () => run(ctx, callSpec(ctx, historyCalls.walletRequestTopUp, { amount, note }, { scope: 'brand', toast: 'never' }))),
    invalidates: () => [resourceKey('top-up-request')],
  }),
} satisfies CommandHandlers;
