/** The race explorer's part of the replay report, for people (`--json` prints the RaceReport). */
import type { DiffEntry } from '../../worker/contract/log-inspection';
import type { RaceEnvelope, RaceFinding, RaceReport } from '../../worker/contract/race-exploration';

const SEARCH: Readonly<Record<RaceFinding['search'], string>> = {
  enumerated: 'every ordering tried',
  random: 'random orderings, shrunk',
  neighbours: 'swaps of neighbours only: a race of one swap is the smallest',
};

const named = (e: RaceEnvelope) => `#${e.seq} ${e.type} (${e.source})`;

function entry(e: DiffEntry): string {
  if (e.kind === 'added') return `${e.path}: + ${e.after}`;
  if (e.kind === 'removed') return `${e.path}: - ${e.before}`;
  return `${e.path}: ${e.before} → ${e.after}`;
}

function findingLines(f: RaceFinding, n: number): string[] {
  return [
    `RACE ${n}       seq ${f.fromSeq}–${f.toSeq}: ${f.swaps} swap${f.swaps === 1 ? '' : 's'}, moved ${f.moved.map(named).join(', ')}`,
    `  recorded   ${f.recorded.map(named).join(' → ')}`,
    `  explored   ${f.explored.map(named).join(' → ')}`,
    `  at seq ${f.quietSeq} (quiet): ${f.path}: recorded ${f.recordedValue ?? '(none)'}, explored ${f.exploredValue ?? '(none)'}`,
    ...f.slices.flatMap((d) => [`    ${d.slice}`, ...d.entries.map((e) => `      ${entry(e)}`), ...(d.truncated ? ['      …'] : [])]),
    `  ${f.differing} of ${f.tried} orderings of this group differ (${SEARCH[f.search]})`,
  ];
}

export function raceLines(r: RaceReport): string[] {
  const o = r.options;
  const head = `races        window ${o.windowMs} ms, quiet ${o.quietMs} ms, seed ${o.seed}, budget ${o.budget}: ${r.orderingsTried} orderings tried in ${r.groups} group${r.groups === 1 ? '' : 's'} (${r.groupsEnumerated} enumerated) in ${r.durationMs} ms`;
  if (r.findings.length === 0) return [head, 'no race      every ordering explored ends in the recorded state at its quiet point'];
  return [head, ...r.findings.flatMap((f, i) => findingLines(f, i + 1))];
}
