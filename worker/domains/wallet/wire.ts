/** Wire schemas of the wallet's history, top-up requests and the usage-statistics period (docs/brand-money.md). */
import * as v from 'valibot';
import type { CreditTransaction, NamedRef, TopUpRequest, TransactionKind, UsagePeriod } from '../../contract/brand-money';
import { laravelNumber, nullableString, stringId } from '../../ports/http/laravel-primitives';

const namedRef = v.optional(
  v.nullable(v.pipe(v.object({ id: stringId, name: v.optional(v.nullable(v.string()), null) }), v.transform((r): NamedRef => ({ id: r.id, name: r.name ?? '' })))),
  null,
);

const KINDS: Readonly<Record<string, TransactionKind>> = { render: 'render', 'top-up': 'top-up', refund: 'refund' };

export const transactionSchema = v.pipe(
  v.object({
    id: stringId,
    amount: laravelNumber,
    reason: v.string(),
    created_at: v.string(),
    visual_build_id: v.optional(v.nullable(stringId), null),
    visual: namedRef,
    user: namedRef,
  }),
  v.transform(
    (t): CreditTransaction => ({
      id: t.id,
      amount: t.amount,
      // Whatever else the ledger records (the control API's balance change...) is an adjustment.
      kind: KINDS[t.reason] ?? 'adjustment',
      createdAt: t.created_at,
      buildId: t.visual_build_id,
      visual: t.visual,
      user: t.user,
    }),
  ),
);

export const topUpSchema = v.pipe(
  v.object({ id: stringId, amount: laravelNumber, note: nullableString, status: v.string(), created_at: v.string(), user: namedRef }),
  v.transform((r): TopUpRequest => ({ id: r.id, amount: r.amount, note: r.note, status: r.status, createdAt: r.created_at, user: r.user })),
);

export const periodSchema = v.pipe(
  v.object({ entirePeriod: v.object({ from: v.string(), to: v.string() }) }),
  v.transform((m): UsagePeriod => ({ id: 'usage-period', from: m.entirePeriod.from.slice(0, 10), to: m.entirePeriod.to.slice(0, 10) })),
);
