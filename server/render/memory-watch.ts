/**
 * The memory ceiling of renders (`RENDER_MEMORY_MIB`, docs/template-packages.md "The watchdog").
 * Each render's page runs in a renderer process of its own (its origin is a site of its own, so
 * Chromium's site isolation never shares it), and while any render runs this watch reads the
 * resident memory (VmRSS, /proc/{pid}/status) of every renderer process of the browser (their pids
 * from CDP `SystemInfo.getProcessInfo`) every `sampleMs`. A renderer over the ceiling is killed
 * (SIGKILL): only its page crashes, the render on it fails with `render.memory`, and the other
 * renders go on. The kill is remembered for a moment, so the page crash that follows is told
 * apart from any other crash (`takeKill`).
 *
 * Reading /proc needs Linux; elsewhere the watch does nothing and only the V8 heap limit the
 * browser is started with (chromium.ts) bounds a page. Between two samples a page can grow by
 * what it allocates in `sampleMs`: the ceiling is enforced to within that.
 */
import { readFileSync } from 'node:fs';

export interface ChromiumProcess {
  readonly type: string;
  readonly id: number;
}

export interface MemoryWatch {
  /** Whether it can read processes' memory here (Linux). */
  readonly available: boolean;
  /** A render started: sample while any is running; `end()` returns the highest renderer RSS (MiB) seen meanwhile. */
  begin(): { end(): number };
  /** A page crashed: the ceiling if the watch killed a renderer for memory just before (and forgets that kill), else null. */
  takeKill(): number | null;
  /** Renderers killed for memory, and the highest renderer RSS (MiB) seen, since the start. */
  stats(): { readonly kills: number; readonly peakMib: number };
  stop(): void;
}

export interface MemoryWatchOptions {
  readonly ceilingMib: number;
  readonly sampleMs?: number;
  /** The browser's processes now (none while no browser runs). */
  readonly processes: () => Promise<readonly ChromiumProcess[]>;
  readonly log?: { warn(details: object, message: string): void };
}

/** How long a kill waits for its page's crash to claim it. */
const KILL_CLAIM_MS = 5_000;
export const DEFAULT_SAMPLE_MS = 100;

/** Resident memory of a process in MiB, or null when it is gone (or /proc cannot be read). */
export function rssMib(pid: number): number | null {
  try {
    const kib = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib === undefined ? null : Number(kib) / 1024;
  } catch {
    return null;
  }
}

const procReadable = (() => {
  try {
    readFileSync('/proc/self/status', 'utf8');
    return true;
  } catch {
    return false;
  }
})();

export function createMemoryWatch(options: MemoryWatchOptions): MemoryWatch {
  const sampleMs = options.sampleMs ?? DEFAULT_SAMPLE_MS;
  const running = new Set<{ peak: number }>();
  const kills: number[] = [];
  let killed = 0;
  let peakMib = 0;
  let timer: NodeJS.Timeout | null = null;
  let sampling = false;

  async function sample(): Promise<void> {
    if (sampling) return;
    sampling = true;
    try {
      const processes = await options.processes();
      let highest = 0;
      for (const p of processes) {
        if (p.type !== 'renderer') continue;
        const mib = rssMib(p.id);
        if (mib === null) continue;
        highest = Math.max(highest, mib);
        if (mib <= options.ceilingMib) continue;
        try {
          process.kill(p.id, 'SIGKILL');
          killed += 1;
          kills.push(Date.now());
          options.log?.warn({ pid: p.id, mib: Math.round(mib), ceilingMib: options.ceilingMib }, 'a render went over the memory ceiling: its renderer was killed');
        } catch {
          // Gone meanwhile.
        }
      }
      peakMib = Math.max(peakMib, highest);
      for (const r of running) r.peak = Math.max(r.peak, highest);
    } catch {
      // No browser now, or it did not answer in time: the next sample tries again.
    } finally {
      sampling = false;
    }
  }

  function stopTimer(): void {
    if (timer) clearInterval(timer);
    timer = null;
  }

  return {
    available: procReadable,
    begin() {
      const r = { peak: 0 };
      running.add(r);
      if (procReadable && !timer) {
        timer = setInterval(() => void sample(), sampleMs);
        timer.unref();
      }
      return {
        end() {
          running.delete(r);
          if (running.size === 0) stopTimer();
          return r.peak;
        },
      };
    },
    takeKill() {
      const now = Date.now();
      while (kills.length > 0 && now - kills[0]! > KILL_CLAIM_MS) kills.shift();
      return kills.shift() === undefined ? null : options.ceilingMib;
    },
    stats: () => ({ kills: killed, peakMib: Math.round(peakMib) }),
    stop: stopTimer,
  };
}
