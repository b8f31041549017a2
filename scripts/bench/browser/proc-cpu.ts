/**
 * CPU time per process and per thread from /proc (Linux), read before and after a phase: no
 * DevTools involved, so nothing in the browser changes for being measured. Times are utime +
 * stime in clock ticks (USER_HZ, 100 per second on Linux) converted to seconds.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

interface ProcStat {
  readonly name: string;
  readonly ppid: number;
  /** utime + stime, seconds. */
  readonly cpu: number;
}

/** /proc/<pid>/stat or /proc/<pid>/task/<tid>/stat; null when it is gone. */
function readStat(path: string): ProcStat | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return null;
  }
  // The name is in parentheses and may contain spaces: split after the last ')'.
  const close = text.lastIndexOf(')');
  const name = text.slice(text.indexOf('(') + 1, close);
  const fields = text.slice(close + 2).split(' ');
  // fields[0] is field 3 (state): ppid is field 4, utime 14, stime 15.
  return { name, ppid: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND };
}

function cmdline(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
}

/** Every live descendant of `root` (root included). */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(`/proc/${entry}/stat`);
    if (stat === null) continue;
    const list = children.get(stat.ppid) ?? [];
    list.push(Number(entry));
    children.set(stat.ppid, list);
  }
  const out: number[] = [];
  const walk = (pid: number) => {
    out.push(pid);
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(root);
  return out;
}

/** The browser's renderer processes (`--type=renderer`). */
export function rendererPids(browserPid: number): number[] {
  return processTree(browserPid).filter((pid) => cmdline(pid).includes('--type=renderer'));
}

export interface CpuSample {
  readonly pid: number;
  /** utime + stime of the whole process, seconds (threads that ended included). */
  readonly process: number;
  /** Per thread id: its name (comm, at most 15 characters) and CPU seconds. */
  readonly threads: ReadonlyMap<number, { readonly name: string; readonly cpu: number }>;
}

export function sampleCpu(pid: number): CpuSample {
  const whole = readStat(`/proc/${pid}/stat`);
  if (whole === null) throw new Error(`Process ${pid} is gone`);
  const threads = new Map<number, { name: string; cpu: number }>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const stat = readStat(`/proc/${pid}/task/${tid}/stat`);
    if (stat !== null) threads.set(Number(tid), { name: stat.name, cpu: stat.cpu });
  }
  return { pid, process: whole.cpu, threads };
}

/** CPU seconds of a process's main thread (tid = pid); null when it is gone. */
export function mainThreadCpu(pid: number): number | null {
  return readStat(`/proc/${pid}/task/${pid}/stat`)?.cpu ?? null;
}

/** utime + stime of a process, seconds; null when it is gone. */
export function processCpu(pid: number): number | null {
  return readStat(`/proc/${pid}/stat`)?.cpu ?? null;
}

/** CPU seconds of a process and each of its descendants alive now (e.g. the whole browser). */
export function sampleTree(root: number): ReadonlyMap<number, number> {
  const out = new Map<number, number>();
  for (const pid of processTree(root)) {
    const cpu = processCpu(pid);
    if (cpu !== null) out.set(pid, cpu);
  }
  return out;
}

/** CPU the processes of a tree used between two samples (processes gone by the second are left out). */
export function treeBetween(before: ReadonlyMap<number, number>, after: ReadonlyMap<number, number>): number {
  let used = 0;
  for (const [pid, cpu] of after) used += cpu - (before.get(pid) ?? 0);
  return round(used);
}

export interface CpuUsage {
  /**
   * The renderer's main thread (CrRendererMain): the thread whose id is the process id. Chromium
   * names its main thread only internally (the kernel's comm stays "chromium").
   */
  readonly main: number;
  /** The dedicated workers' threads (comm "DedicatedWorker", truncated from "DedicatedWorker thread"). */
  readonly worker: number;
  /** The whole renderer process. */
  readonly renderer: number;
  /** Per thread name (threads of one name summed), seconds. */
  readonly byThread: Readonly<Record<string, number>>;
}

/** CPU used between two samples of the same process; threads born in between count from zero. */
export function cpuBetween(before: CpuSample, after: CpuSample): CpuUsage {
  const byThread: Record<string, number> = {};
  let main = 0;
  for (const [tid, thread] of after.threads) {
    const used = thread.cpu - (before.threads.get(tid)?.cpu ?? 0);
    if (tid === after.pid) main = used;
    const name = tid === after.pid ? 'CrRendererMain' : thread.name;
    byThread[name] = round((byThread[name] ?? 0) + used);
  }
  const worker = Object.entries(byThread).reduce((sum, [name, cpu]) => (name.startsWith('DedicatedWorker') ? sum + cpu : sum), 0);
  return { main: round(main), worker: round(worker), renderer: round(after.process - before.process), byThread };
}

/** CPU seconds the whole machine has been busy (all cores; /proc/stat without idle and iowait). */
export function machineBusy(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
  return (total - fields[3]! - fields[4]!) / TICKS_PER_SECOND;
}

const round = (seconds: number) => Math.round(seconds * 100) / 100;
