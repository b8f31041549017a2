import { describe, expect, it, vi } from 'vitest';
import type { Runtime } from '../../engine/core/runtime';
import { statusOf } from '../../engine/requests/failure-events';
import { ifMoneyVisible, moneyCommand } from './money-access';
import { usageStatsFileName } from './usage-stats';

function runtimeOf(primaryRole: string, collaborativeMode: boolean): Runtime {
  return { state: () => ({ brand: { brandUser: { primaryRole, brand: { collaborativeMode } } } }) } as unknown as Runtime;
}

describe('the money/storage rule in the worker (spec section 6)', () => {
  it('never asks the server for an editor outside collaborative mode: a 403 without a request', async () => {
    const load = vi.fn(async () => ({ ok: true as const, value: 1, emissions: [] }));
    const refused = await ifMoneyVisible(runtimeOf('editor', false), load);
    expect(load).not.toHaveBeenCalled();
    expect(refused.ok).toBe(false);
    expect(refused.ok ? null : statusOf(refused.error)).toBe(403);
    const command = vi.fn(async () => ({ ok: true }));
    expect(await moneyCommand(runtimeOf('editor', false), command)).toEqual({ ok: false, error: 'REQUESTS.UNAUTHORIZED' });
    expect(command).not.toHaveBeenCalled();
  });

  it('asks for collaborative editors and the other roles', async () => {
    for (const [role, collaborative] of [['editor', true], ['visitor', false], ['manager', false], ['developer', false]] as const) {
      const load = vi.fn(async () => ({ ok: true as const, value: 1, emissions: [] }));
      expect((await ifMoneyVisible(runtimeOf(role, collaborative), load)).ok).toBe(true);
      expect(load).toHaveBeenCalledTimes(1);
    }
  });
});

describe('usage statistics file', () => {
  it('is named by the two dates, with the xlsx extension', () => {
    expect(usageStatsFileName('2025-05-01', '2025-05-31')).toBe('2025-05-01_2025-05-31.xlsx');
  });
});
