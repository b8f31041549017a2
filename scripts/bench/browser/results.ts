/** Everything one `npm run bench:browser` produced, as written to the JSON file. */
import { cpus, loadavg, totalmem } from 'node:os';
import type { Mode } from './bench-env';
import type { OverheadFigures, RunFigures } from './bench-run';
import type { CpuProfileFigures } from './cpu-profile';
import type { LogCostFigures } from './log-cost-phase';
import type { MemoryFigures } from './memory-phase';
import type { BenchOptions } from './options';
import type { SummaryRow } from './report';
import type { LighthouseFigures } from './lighthouse-phase';
import type { ScaleFigures } from './scale-phase';
import type { StartFigures } from './start-phase';
import type { TraceFigures } from './trace-phase';
import { median, round } from './stats';

export interface Machine {
  readonly cpus: number;
  readonly cpuModel: string;
  readonly memoryGiB: number;
  readonly chromium: string;
  readonly node: string;
  /** 1, 5 and 15 minute load averages. */
  readonly loadBefore: readonly number[];
  readonly loadAfter: readonly number[];
}

export interface BenchResults {
  readonly date: string;
  readonly params: BenchOptions;
  readonly machine: Machine;
  readonly summary: readonly SummaryRow[];
  /** Median CPU seconds during the Renders storms: the machine, the browser, the stack, the publisher, the rest. */
  readonly contention: { readonly machine: number | null; readonly browser: number | null; readonly stack: number | null; readonly bench: number | null; readonly other: number | null };
  readonly runs: readonly RunFigures[];
  readonly start: Readonly<Record<Mode, StartFigures>> | null;
  readonly memory: Readonly<Record<Mode, MemoryFigures>> | null;
  readonly overhead: Readonly<Record<Mode, OverheadFigures>> | null;
  readonly scale: readonly ScaleFigures[] | null;
  /** What keeping the event log costs (log-cost-phase.ts); null when not run. */
  readonly logCost: LogCostFigures | null;
  readonly lighthouse: readonly LighthouseFigures[] | null;
  readonly cpuProfiles: Readonly<Record<Mode, CpuProfileFigures>> | null;
  readonly traces: Readonly<Record<Mode, TraceFigures>> | null;
}

export const loadNow = () => loadavg().map((l) => round(l));

export function machineOf(chromium: string, loadBefore: readonly number[]): Machine {
  return { cpus: cpus().length, cpuModel: cpus()[0]?.model.trim() ?? 'unknown', memoryGiB: round(totalmem() / 1024 ** 3, 1), chromium, node: process.version, loadBefore, loadAfter: loadNow() };
}

export function contentionOf(runs: readonly RunFigures[]): BenchResults['contention'] {
  const of = (pick: (run: RunFigures) => number | null) => {
    const values = runs.map(pick).filter((v): v is number => v !== null);
    return values.length === 0 ? null : median(values);
  };
  return {
    machine: of((r) => r.renders.cpu.machine),
    browser: of((r) => r.renders.cpu.browser),
    stack: of((r) => r.renders.cpu.stack),
    bench: of((r) => r.renders.cpu.bench),
    other: of((r) => round(r.renders.cpu.machine - r.renders.cpu.browser - (r.renders.cpu.stack ?? 0) - r.renders.cpu.bench)),
  };
}
