/**
 * Pages of the benchmark's browser: each its own window (target), its renderer process found
 * from /proc, and DevTools sessions attached only for as long as a step needs one.
 */
import type { CdpConnection } from './cdp';
import type { Chromium } from './chromium';
import { mainThreadCpu, rendererPids } from './proc-cpu';

export interface Session {
  readonly id: string;
  send<T = Record<string, unknown>>(method: string, params?: Record<string, unknown>): Promise<T>;
  /** Evaluates an expression in the page, awaiting a promise result; returns it by value. */
  evaluate<T>(expression: string): Promise<T>;
  /** Polls `expression` until it is truthy. */
  waitFor(expression: string, what: string, timeoutMs?: number): Promise<void>;
  detach(): Promise<void>;
}

export interface BenchPage {
  readonly targetId: string;
  /** The renderer process showing this page (found once, then remembered). */
  renderer(): Promise<number>;
  /** Attaches a DevTools session (nothing enabled). */
  attach(): Promise<Session>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function sessionOf(cdp: CdpConnection, id: string): Session {
  const send = <T>(method: string, params?: Record<string, unknown>) => cdp.send<T>(method, params, id);
  const evaluate = async <T>(expression: string): Promise<T> => {
    const answer = await send<{ result: { value?: unknown }; exceptionDetails?: { text: string; exception?: { description?: string } } }>('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
    if (answer.exceptionDetails) throw new Error(`In the page: ${answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text}`);
    return answer.result.value as T;
  };
  return {
    id,
    send,
    evaluate,
    async waitFor(expression, what, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        // A navigation in between destroys the context the expression ran in: just ask again.
        const ok = await evaluate<boolean>(`Boolean(${expression})`).catch(() => false);
        if (ok) return;
        if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs / 1000} s waiting for ${what}`);
        await sleep(100);
      }
    },
    detach: () => cdp.send('Target.detachFromTarget', { sessionId: id }).then(() => undefined),
  };
}

/**
 * A session on the page's dedicated worker (the data layer's), through the page's session
 * auto-attaching to its workers; null when the page has none (in process).
 */
export async function attachWorker(cdp: CdpConnection, page: Session): Promise<Session | null> {
  const attached = new Promise<string | null>((resolve) => {
    const stop = cdp.on('Target.attachedToTarget', (params, parent) => {
      if (parent !== page.id || (params.targetInfo as { type: string }).type !== 'worker') return;
      stop();
      clearTimeout(timer);
      resolve(params.sessionId as string);
    });
    const timer = setTimeout(() => {
      stop();
      resolve(null);
    }, 3_000);
  });
  await page.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: true });
  const id = await attached;
  return id === null ? null : sessionOf(cdp, id);
}

async function attachTo(cdp: CdpConnection, targetId: string): Promise<Session> {
  const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
  return sessionOf(cdp, sessionId);
}

/**
 * The renderer process of the page `session` is attached to: the page spins for 400 ms and the
 * renderer whose main thread took that time is the one. (Neither the process that appeared with
 * the page, which may be Chromium's spare renderer started in advance, nor the one that worked
 * most during the load is a safe guess: an about:blank's process works too.)
 */
async function findRenderer(browser: Chromium, session: Session): Promise<number> {
  const mainCpu = () => new Map(rendererPids(browser.pid).map((pid) => [pid, mainThreadCpu(pid)] as const));
  let seen: unknown = null;
  // A machine busy enough may give the spin too little CPU to tell: spin again, a few times.
  for (let attempt = 0; attempt < 3; attempt++) {
    const before = mainCpu();
    await session.evaluate('(() => { const end = performance.now() + 400; while (performance.now() < end); return true; })()');
    // On a busy machine the spin gets far less than its 400 ms of CPU (40 ms with 13 runnable
    // tasks per core): the one that got most, clearly (at least 3 clock ticks, 3× the next).
    const [first, second] = [...mainCpu()].map(([pid, cpu]) => ({ pid, used: (cpu ?? 0) - (before.get(pid) ?? 0)! })).sort((a, b) => b.used - a.used);
    if (first !== undefined && first.used >= 0.03 && (second === undefined || second.used < first.used / 3)) return first.pid;
    seen = [first, second];
  }
  throw new Error(`Could not tell the page's renderer process apart (main-thread CPU during the last of 3 spins of 400 ms: ${JSON.stringify(seen)})`);
}

/**
 * Opens `url` in a new tab, in front. `prepare` runs on a session attached before the navigation
 * (for scripts that must run at document start); the session is detached once the page loaded.
 * A tab, not a window: every new window starts Chromium's omnibox popup (a WebUI page with a
 * renderer of its own, about a second of CPU).
 */
export async function openPage(browser: Chromium, url: string, prepare?: (session: Session) => Promise<void>): Promise<BenchPage> {
  const { cdp } = browser;
  const { targetId } = await cdp.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank' });
  const session = await attachTo(cdp, targetId);
  await prepare?.(session);
  await session.send('Page.navigate', { url });
  await session.waitFor(`location.href.startsWith(${JSON.stringify(new URL(url).origin)}) && document.readyState === 'complete'`, `${url} to load`);
  await session.detach();
  let pid: number | null = null;
  return {
    targetId,
    async renderer() {
      if (pid !== null) return pid;
      const spin = await attachTo(cdp, targetId);
      try {
        pid = await findRenderer(browser, spin);
      } finally {
        await spin.detach();
      }
      return pid;
    },
    attach: () => attachTo(cdp, targetId),
    close: () => cdp.send('Target.closeTarget', { targetId }).then(() => undefined),
  };
}
