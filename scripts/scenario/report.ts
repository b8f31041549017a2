/** The runner's text report: hash, counts, requests, batches, then each expectation. */
import { SCENARIO_HASH_SLICES } from '../../worker/scenario/scenario-hash';
import type { ScenarioRun } from './run';

function table(record: Record<string, number>, indent = '  '): string[] {
  const entries = Object.entries(record).sort(([a], [b]) => a.localeCompare(b));
  const width = Math.max(0, ...entries.map(([k]) => k.length));
  return entries.map(([k, v]) => `${indent}${k.padEnd(width)}  ${v}`);
}

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

export function formatReport(run: ScenarioRun): string {
  const lines: string[] = [];
  lines.push(`scenario ${run.name}: ${run.durationMs} ms virtual in ${run.wallMs} ms`);
  lines.push(`scenario hash ${run.scenarioHash} (${SCENARIO_HASH_SLICES.join(', ')}; the same in the browser)`);
  lines.push(`state hash ${run.stateHash}`);
  for (const [slice, hash] of Object.entries(run.sliceHashes)) lines.push(`  ${slice.padEnd(14)} ${hash}`);
  lines.push(`envelopes ${run.envelopes.total}`);
  lines.push(...table(run.envelopes.bySource));
  lines.push('envelopes by type');
  lines.push(...table(run.envelopes.byType));
  lines.push('requests per endpoint');
  lines.push(...table(run.requests));
  if (Object.keys(run.unanswered).length > 0) {
    lines.push('requests no rule answered (501)');
    lines.push(...table(run.unanswered));
  }
  lines.push(`bridge batches ${run.bridgeBatches}`);
  lines.push(`commands ${run.commands.sent}, failed ${run.commands.failed.length}`);
  for (const f of run.commands.failed) lines.push(`  ${f.at} ms ${f.type}: ${f.error}`);
  if (run.liveUndelivered > 0) lines.push(`live inputs nobody heard ${run.liveUndelivered}`);
  lines.push(`expectations ${run.expectations.filter((e) => e.pass).length}/${run.expectations.length} passed`);
  for (const e of run.expectations) lines.push(`  ${e.pass ? 'PASS' : 'FAIL'} ${e.description} (actual ${shown(e.actual)})`);
  return lines.join('\n');
}
