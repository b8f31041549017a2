/** The replay command's report for people (`--json` prints the ReplayReport itself). */
import { PROTOCOL_VERSION } from '../../worker/contract/api';
import { UPCASTERS } from '../../worker/log/upcasters';
import type { DiffEntry, SliceDiff } from '../../worker/contract/log-inspection';
import type { Divergence } from '../../worker/log/divergence';
import { raceLines } from './format-races';
import type { ReplayReport } from './run-replay';

const REASONS: Readonly<Record<string, string>> = {
  start: 'the logs start from different states',
  event: 'the envelopes differ (and no run of extra envelopes on one side explains it)',
  state: 'same envelope, different state after it',
  length: 'one log ends here, the other goes on',
};

function entry(e: DiffEntry): string {
  if (e.kind === 'added') return `${e.path}: + ${e.after}`;
  if (e.kind === 'removed') return `${e.path}: - ${e.before}`;
  return `${e.path}: ${e.before} → ${e.after}`;
}

function sliceDiffs(diffs: readonly SliceDiff[], indent: string): string[] {
  return diffs.flatMap((d) => [`${indent}${d.slice}`, ...d.entries.map((e) => `${indent}  ${entry(e)}`), ...(d.truncated ? [`${indent}  …`] : [])]);
}

function extraLines(divergence: Divergence): string[] {
  const lines = divergence.extra.map((run) => `  ${run.side === 'both' ? 'in another order in the two logs' : `extra in ${run.side === 'a' ? 'this log' : 'the other'}`}: seq ${run.fromSeq}${run.toSeq === run.fromSeq ? '' : `–${run.toSeq}`} (${run.count}: ${run.types.join(', ')})`);
  if (divergence.unchecked.length > 0) lines.push(`  not compared after an extra run changed them: ${divergence.unchecked.join(', ')}`);
  return lines;
}

function divergenceLines(file: string, divergence: Divergence): string[] {
  if (!divergence.diverged) {
    const aligned = divergence.extra.length === 0 ? '' : `, ${divergence.extra.length} run${divergence.extra.length === 1 ? '' : 's'} of extra envelopes`;
    return [`against      ${file}: no divergence (${divergence.compared} envelopes compared${aligned}, ${divergence.unchecked.length === 0 ? 'both' : 'this log'} at ${divergence.hash})`, ...extraLines(divergence)];
  }
  const where = divergence.reason === 'start' ? `at seq ${divergence.seq}` : `at seq ${divergence.seqA ?? '-'} (this log) / ${divergence.seqB ?? '-'} (the other)`;
  const lines = [`against      ${file}`, ...extraLines(divergence), `DIVERGED     ${where}: ${REASONS[divergence.reason]}`];
  if (divergence.reason === 'length') lines.push(`  ${divergence.a === null ? 'this log ended' : `this log has ${divergence.a.event.type}`}; ${divergence.b === null ? 'the other ended' : `the other has ${divergence.b.event.type}`}`);
  if (divergence.eventDiff.length > 0) lines.push('  envelope', ...divergence.eventDiff.map((e) => `    ${entry(e)}`));
  if (divergence.path !== null) lines.push(`  first state path that differs: ${divergence.path}`);
  lines.push(divergence.slices.length > 0 ? '  slices that differ after it' : '  no slice differs yet', ...sliceDiffs(divergence.slices, '    '));
  return lines;
}

export function formatReport(r: ReplayReport): string {
  const width = Math.max(...r.slices.map((s) => s.slice.length));
  const start = r.checkpointSeq === null ? 'the initial state' : `the checkpoint at seq ${r.checkpointSeq}`;
  const lines = [
    `log          ${r.file} (app ${r.appVersion}${r.redacted ? ', redacted' : ''})`,
    `built by     ${r.build === null ? 'a build that did not name itself' : `commit ${r.build.commit ?? 'unknown (not a git checkout)'}, built ${r.build.builtAt}`}`,
    ...(r.upcastFrom === null ? [] : [`upcast       written with protocol ${r.upcastFrom}, read as ${PROTOCOL_VERSION}: ${UPCASTERS.filter((u) => u.from >= (r.upcastFrom ?? 0)).map((u) => `${u.from}→${u.from + 1} ${u.change}`).join('; ')}`]),
    `replayed     ${r.envelopes} envelopes from ${start}, up to seq ${r.seq}${r.until !== null ? ` (--until ${r.until})` : ''}`,
    `state hash   ${r.hash}`,
  ];
  if (r.verified === true) lines.push(`verified     the log's recorded hash ${r.recordedHash} is reproduced`);
  else if (r.verified === false) lines.push(`NOT VERIFIED the log records ${r.recordedHash}, its replay gives ${r.hash} (edited, truncated or a reducer changed)`);
  else lines.push(`verified     - (${r.recordedHash === null ? 'the log records no hash' : 'not with --until: the recorded hash is for the whole log'})`);
  lines.push('slices', ...r.slices.map((s) => `  ${s.slice.padEnd(width)}  ${s.hash}  ${s.description}`));
  if (r.against !== null) lines.push(...divergenceLines(r.against.file, r.against.divergence));
  if (r.races !== null) lines.push(...raceLines(r.races));
  return `${lines.join('\n')}\n`;
}
