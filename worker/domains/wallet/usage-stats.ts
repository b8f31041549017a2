/**
 * Usage statistics (spec sections 2, 7 and 9): the period the brand has data for (GET brand/meta
 * → entirePeriod) and the export of a range as an xlsx file (GET brand/stats?from&to), fetched
 * here with the session and handed to the page to save. The file is named by the two dates
 * (spec section 9), whatever name the server suggests.
 */
import type { UsagePeriod } from '../../contract/brand-money';
import type { QueryDef } from '../../engine/live-queries/query-def';
import { callSpec, execute, run } from '../../engine/requests/execute';
import { defineCall } from '../../ports/http/call';
import type { FileAnswer } from '../../ports/http/http-client';
import { resource } from '../../ports/http/laravel-primitives';
import { commandFailure } from '../../engine/commands/command-failure';
import type { CommandHandlers } from '../domain';
import { ifMoneyVisible, moneyCommand } from './money-access';
import { periodSchema } from './wire';

export const usageStatsCalls = {
  brandMeta: defineCall({ name: 'brandMeta', method: 'GET', path: '/api/v1/brand/meta', answer: resource(periodSchema) }),
  brandStats: defineCall<{ readonly from: string; readonly to: string }, FileAnswer>({
    name: 'brandStats',
    method: 'GET',
    path: '/api/v1/brand/stats',
    request: (range) => ({ query: { from: range.from, to: range.to } }),
    returns: 'file',
  }),
};

/** `2025-05-01_2025-05-31.xlsx` */
export function usageStatsFileName(from: string, to: string): string {
  return `${from}_${to}.xlsx`;
}

export const usageStatsQueries = {
  'usage-stats/period': {
    kind: 'usage-stats/period',
    shape: 'record',
    resource: () => 'credit-transaction',
    load: (rt, _query, { brand, signal }) => ifMoneyVisible(rt, () => execute(rt, callSpec(rt, usageStatsCalls.brandMeta, undefined, { scope: 'brand', brand, signal, toast: 'except-not-found' }))),
    fields: (period) => period as unknown as Readonly<Record<string, unknown>>,
    withFields: (period) => period,
    typed: false,
  } satisfies QueryDef<'usage-stats/period', UsagePeriod>,
};

export const usageStatsCommands = {
  'usage-stats/download': (ctx, { from, to }) =>
    moneyCommand(ctx, async () => {
      // A 422 (a date after today, an inverted range) is shown next to the field, not as a toast.
      const done = await run(ctx, callSpec(ctx, usageStatsCalls.brandStats, { from, to }, { scope: 'brand', toast: 'never' }));
      return done.ok ? { ok: true, file: { blob: done.value.blob, name: usageStatsFileName(from, to) } } : commandFailure(done);
    }),
} satisfies CommandHandlers;
