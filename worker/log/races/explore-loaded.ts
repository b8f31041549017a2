/**
 * The race explorer over the devtools' loaded log (DataLayerApi.exploreLogRaces), loaded as a
 * chunk of its own when a developer asks. Skipped envelopes are left out and inserted ones kept,
 * as the time travel folds them; envelope indexes in the report are the timeline's rows.
 */
import { checkRaceOptions, type RaceEnvelope, type RaceExploration, type RaceOptions } from '../../contract/race-exploration';
import type { Snapshot } from '../../contract/snapshot';
import type { LogEntry } from '../log-edits';
import { exploreRaces, snapshotFold } from './explore';

export function exploreLoaded(entries: readonly LogEntry[], start: Snapshot | null, options: RaceOptions): RaceExploration {
  const problem = checkRaceOptions(options);
  if (problem !== null) return { ok: false, problem };
  const rows: number[] = [];
  const envelopes = entries.flatMap((entry, row) => {
    if (entry.skipped) return [];
    rows.push(row);
    return [entry.envelope];
  });
  const report = exploreRaces(envelopes, snapshotFold(start), options, () => performance.now());
  const toRow = (e: RaceEnvelope): RaceEnvelope => ({ ...e, index: rows[e.index] as number });
  return {
    ok: true,
    report: { ...report, findings: report.findings.map((f) => ({ ...f, recorded: f.recorded.map(toRow), explored: f.explored.map(toRow), moved: f.moved.map(toRow) })) },
  };
}
