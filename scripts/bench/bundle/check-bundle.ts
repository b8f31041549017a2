/**
 * From a built bundle to the printed report and the exit code: 0 within budget, 1 above it, 2
 * when the chunks measured as initial are not the ones the built index.html loads (the check
 * would be measuring something else). Files are read through `readChunk`, so tests can hand in a
 * bundle that was never built.
 */
import { BUDGETS, gzipTotal, KIB, overBudget, type BudgetGroup } from './budgets';
import { entryChunks, staticClosure } from './chunk-graph';
import type { BuiltBundle } from './build-app';
import { formatReport } from './format-report';
import { scriptsOfIndexHtml } from './index-html';
import { measureChunk, type ChunkFiles } from './measure-chunks';

export const EXIT = { ok: 0, overBudget: 1, toolError: 2 } as const;

export interface BundleCheckOutcome {
  readonly groups: readonly BudgetGroup[];
  readonly stdout: string;
  readonly stderr: string;
  readonly exitCode: number;
}

function budgetGroups(bundle: BuiltBundle, readChunk: (fileName: string) => ChunkFiles): BudgetGroup[] {
  const measure = (fileName: string) => measureChunk(fileName, readChunk(fileName));
  const appEntries = entryChunks(bundle.app);
  if (appEntries.length === 0) throw new Error('the app build has no entry chunk');
  // index.html has one module script; should there ever be more entries, the page loads them all.
  const initial = [...new Set(appEntries.flatMap((entry) => staticClosure(bundle.app, entry.fileName)))];
  return [
    { title: 'Initial JavaScript (index.html: entry chunk + static imports)', budgetGzipBytes: BUDGETS.initial, chunks: initial.map(measure) },
    ...entryChunks(bundle.workers).map((entry) => ({
      title: `Worker ${entry.facadeModuleId === null ? entry.fileName : entry.facadeModuleId} (entry + static imports)`,
      budgetGzipBytes: BUDGETS.worker,
      chunks: staticClosure(bundle.workers, entry.fileName).map(measure),
    })),
  ];
}

/** The initial chunks that index.html and the chunk graph do not agree on, as an error message. */
function indexHtmlMismatch(initial: BudgetGroup, indexHtml: string): string | null {
  const measured = initial.chunks.map((chunk) => chunk.fileName).sort();
  const loaded = scriptsOfIndexHtml(indexHtml).sort();
  if (measured.join() === loaded.join()) return null;
  return `the measured initial chunks differ from what index.html loads:\n  measured: ${measured.join(' ')}\n  index.html: ${loaded.join(' ')}\n`;
}

export function checkBundle(bundle: BuiltBundle, indexHtml: string, readChunk: (fileName: string) => ChunkFiles): BundleCheckOutcome {
  const groups = budgetGroups(bundle, readChunk);
  const mismatch = indexHtmlMismatch(groups[0] as BudgetGroup, indexHtml);
  const over = overBudget(groups);
  const stderr = over.map((group) => `over budget: ${group.title}: ${(gzipTotal(group) / KIB).toFixed(1)} KiB gzip > ${(group.budgetGzipBytes / KIB).toFixed(1)} KiB\n`).join('') + (mismatch ?? '');
  const exitCode = mismatch !== null ? EXIT.toolError : over.length > 0 ? EXIT.overBudget : EXIT.ok;
  return { groups, stdout: formatReport(groups), stderr, exitCode };
}
