/** The table `npm run bench:bundle` prints: chunks and totals per budget, then the top contributors. */
import { gzipTotal, KIB, type BudgetGroup } from './budgets';
import { GZIP_LEVEL } from './measure-chunks';

const kib = (bytes: number): string => (bytes / KIB).toFixed(1);
const pad = (text: string, width: number): string => text.padEnd(width);
const num = (text: string, width: number): string => text.padStart(width);

function groupTable(group: BudgetGroup): string[] {
  const nameWidth = Math.max(24, ...group.chunks.map((chunk) => chunk.fileName.length));
  const total = gzipTotal(group);
  const raw = group.chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
  const verdict = total > group.budgetGzipBytes ? 'OVER BUDGET' : 'ok';
  return [
    group.title,
    `  ${pad('chunk', nameWidth)}  ${num('raw KiB', 9)}  ${num('gzip KiB', 9)}`,
    ...[...group.chunks].sort((a, b) => b.gzipBytes - a.gzipBytes).map((chunk) => `  ${pad(chunk.fileName, nameWidth)}  ${num(kib(chunk.bytes), 9)}  ${num(kib(chunk.gzipBytes), 9)}`),
    `  ${pad(`total (${group.chunks.length} chunks)`, nameWidth)}  ${num(kib(raw), 9)}  ${num(kib(total), 9)}   budget ${kib(group.budgetGzipBytes)} KiB: ${verdict}`,
  ];
}

/**
 * The largest contributors of a group, by minified bytes read from the source maps; their gzip
 * share is estimated pro rata from their chunk's compression ratio (gzip does not split by source).
 */
function topContributors(group: BudgetGroup, count: number): string[] {
  const totals = new Map<string, { bytes: number; gzip: number }>();
  for (const chunk of group.chunks) {
    const ratio = chunk.bytes === 0 ? 0 : chunk.gzipBytes / chunk.bytes;
    for (const [name, bytes] of chunk.contributors) {
      const entry = totals.get(name) ?? { bytes: 0, gzip: 0 };
      totals.set(name, { bytes: entry.bytes + bytes, gzip: entry.gzip + bytes * ratio });
    }
  }
  const top = [...totals].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, count);
  if (top.length === 0) return [];
  const nameWidth = Math.max(24, ...top.map(([name]) => name.length));
  return [
    `  top ${top.length} contributors (packages and app files; minified KiB from source maps, gzip estimated)`,
    ...top.map(([name, sizes]) => `    ${pad(name, nameWidth)}  ${num(kib(sizes.bytes), 7)}  ~${kib(sizes.gzip)}`),
  ];
}

export function formatReport(groups: readonly BudgetGroup[], topCount = 15): string {
  const lines = [`Bundle budget (gzip level ${GZIP_LEVEL}, 1 KiB = 1,024 bytes)`, ''];
  for (const group of groups) lines.push(...groupTable(group), ...topContributors(group, topCount), '');
  return `${lines.join('\n')}\n`;
}
