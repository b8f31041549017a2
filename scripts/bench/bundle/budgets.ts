/**
 * The bundle budget: what the first page needs before it can paint, and the data-layer
 * worker, in gzip KiB (1 KiB = 1,024 bytes).
 */
import type { MeasuredChunk } from './measure-chunks';

export const KIB = 1024;

export const BUDGETS = {
  initial: 150 * KIB,
  worker: 100 * KIB,
} as const;

/** One thing with a budget: the initial JavaScript, or one worker with its static imports. */
export interface BudgetGroup {
  readonly title: string;
  readonly budgetGzipBytes: number;
  readonly chunks: readonly MeasuredChunk[];
}

export const gzipTotal = (group: BudgetGroup): number => group.chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);

export const overBudget = (groups: readonly BudgetGroup[]): BudgetGroup[] => groups.filter((group) => gzipTotal(group) > group.budgetGzipBytes);
