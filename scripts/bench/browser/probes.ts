/**
 * What the benchmark runs inside the page (Runtime.evaluate / addScriptToEvaluateOnNewDocument),
 * as source text: these run in the browser, not in Node. They only observe (PerformanceObserver,
 * MutationObserver, requestAnimationFrame) and keep what they saw on `window.__benchProbe` until
 * the benchmark collects it, after the phase, when a DevTools session may be attached again.
 *
 * "Painted" everywhere means: a task after the next animation frame's callbacks (the frame that
 * shows the change has been rendered by then), the same point src/data-client/after-next-paint.ts
 * acknowledges batches at. Times are Date.now() where they are compared with Node's clock (the
 * browser and Node run on one machine) and performance.now() where they stay inside the page.
 */

/** Renders table rows and their progress bars (src/features/renders/render-row.tsx, build-status.tsx). */
const PROGRESS_SELECTOR = '[role="progressbar"][aria-valuenow]';

/**
 * Installs the observers: long animation frames and long tasks, and every progress value a
 * Renders row shows with the time it was painted. `reset()` starts a new phase.
 */
export const INSTALL_PROBES = `(() => {
  if (window.__benchProbe) return true;
  const probe = { loaf: [], loafParts: [], longTasks: [], paints: [], benchMark: 0, reset() {
    this.loaf = []; this.loafParts = []; this.longTasks = []; this.paints = [];
    this.benchMark = window.__adcreativeBench ? window.__adcreativeBench.at.length : 0;
    this.benchCostAtMark = window.__adcreativeBench ? window.__adcreativeBench.costMs : 0;
  } };
  window.__benchProbe = probe;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      probe.loaf.push([e.duration, e.blockingDuration]);
      // Where the frame's time went (LOAF_PARTS below): its scripts, then the rendering steps.
      const end = e.startTime + e.duration;
      const scripts = e.scripts.map((x) => [x.invokerType + ' ' + x.invoker + (x.sourceFunctionName ? ' (' + x.sourceFunctionName + ')' : ''), x.duration, x.forcedStyleAndLayoutDuration]);
      probe.loafParts.push([e.duration, e.renderStart > 0 ? end - e.renderStart : 0, e.styleAndLayoutStart > 0 ? end - e.styleAndLayoutStart : 0, scripts]);
    }
  }).observe({ type: 'long-animation-frame' });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.longTasks.push(e.duration);
  }).observe({ type: 'longtask' });
  const last = new Map();
  let pending = [];
  const stamp = () => {
    const at = Date.now();
    for (const [id, value] of pending) probe.paints.push([id, value, at]);
    pending = [];
  };
  const see = (bar) => {
    const row = bar.closest('tr[data-build-id]');
    if (!row) return;
    const id = Number(row.getAttribute('data-build-id'));
    const value = Number(bar.getAttribute('aria-valuenow'));
    if (last.get(id) === value) return;
    last.set(id, value);
    if (pending.length === 0) requestAnimationFrame(() => setTimeout(stamp, 0));
    pending.push([id, value]);
  };
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'attributes') see(r.target);
      else for (const node of r.addedNodes) {
        if (node.nodeType !== 1) continue;
        if (node.matches('${PROGRESS_SELECTOR}')) see(node);
        for (const bar of node.querySelectorAll('${PROGRESS_SELECTOR}')) see(bar);
      }
    }
  }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  for (const bar of document.querySelectorAll('${PROGRESS_SELECTOR}')) see(bar);
  probe.reset();
  return true;
})()`;

export const RESET_PROBES = 'window.__benchProbe.reset(), true';

export interface ProbeReadout {
  /** Long animation frames: [duration, blockingDuration] ms. */
  readonly loaf: readonly (readonly [number, number])[];
  /**
   * Each long animation frame's parts: [duration, rendering (from renderStart: animation-frame
   * callbacks, observers, style, layout, paint), style and layout (from styleAndLayoutStart),
   * its scripts as [who ran it (invoker type, invoker, function), ms, forced style and layout ms]].
   */
  readonly loafParts: readonly LoafParts[];
  /** Long tasks' durations, ms. */
  readonly longTasks: readonly number[];
  /** [buildId, progress, paintedAt (Date.now)]. */
  readonly paints: readonly (readonly [number, number, number])[];
  /** Arrival times (Date.now) and JSON sizes of the batches since the reset; null without `?bench=1`. */
  readonly batches: { readonly at: readonly number[]; readonly bytes: readonly number[]; readonly costMs: number } | null;
  /** The build ids whose rows are in the DOM now (the table is virtualized). */
  readonly shownIds: readonly number[];
}

export type LoafParts = readonly [number, number, number, readonly (readonly [string, number, number])[]];

export const READ_PROBES = `(() => {
  const p = window.__benchProbe;
  const b = window.__adcreativeBench;
  const ids = [...document.querySelectorAll('tr[data-build-id]')].map((row) => Number(row.getAttribute('data-build-id')));
  return {
    loaf: p.loaf, loafParts: p.loafParts, longTasks: p.longTasks, paints: p.paints, shownIds: ids,
    batches: b ? { at: b.at.slice(p.benchMark), bytes: b.bytes.slice(p.benchMark), costMs: b.costMs - p.benchCostAtMark } : null,
  };
})()`;

/** Content that an interaction waits for, by kind (data-testids of the pages). */
export const INTERACTION_TARGETS = {
  dashboard: `location.pathname.endsWith('/dashboard') && /\\d/.test(document.querySelector('[data-testid="stat-credit"] p')?.textContent ?? '')`,
  renders: `location.pathname.endsWith('/builds') && document.querySelector('[data-testid="renders-table"] tbody tr[data-build-id]') !== null`,
  brandMenu: `document.querySelector('[data-testid="brand-menu-panel"]') !== null`,
} as const;
export type InteractionKind = keyof typeof INTERACTION_TARGETS;

/**
 * Arms a waiter: the next pointerdown's timestamp (when the input reached the page, so a busy
 * main thread's delay counts) to the first painted frame that shows `kind`'s content; ms, or
 * null after 10 s. Awaited afterwards with AWAIT_INTERACTION.
 */
export function armInteraction(kind: InteractionKind): string {
  return `(() => {
    window.__benchInteraction = new Promise((resolve) => {
      const deadline = performance.now() + 10000;
      addEventListener('pointerdown', (event) => {
        const started = event.timeStamp;
        const check = () => {
          if (${INTERACTION_TARGETS[kind]}) return setTimeout(() => resolve(performance.now() - started), 0);
          if (performance.now() > deadline) return resolve(null);
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }, { once: true, capture: true });
    });
    return true;
  })()`;
}
export const AWAIT_INTERACTION = 'window.__benchInteraction';

/** The centre of the first element matching `selector`, or null. */
export function centreOf(selector: string): string {
  return `(() => {
    const el = document.querySelector(${JSON.stringify(selector)});
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return [r.x + r.width / 2, r.y + r.height / 2];
  })()`;
}

/**
 * The centre of the first element matching `selector` that a person can see there: inside the
 * viewport and not covered (what the browser hits at its centre is the element or inside it). A
 * windowed list keeps rows above its scrolled window in the DOM, under the sticky table head, so
 * the first match is not always the one on screen.
 */
export function visibleCentreOf(selector: string): string {
  return `(() => {
    for (const el of document.querySelectorAll(${JSON.stringify(selector)})) {
      const r = el.getBoundingClientRect();
      const x = r.x + r.width / 2;
      const y = r.y + r.height / 2;
      if (r.width === 0 || x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit !== null && el.contains(hit)) return [x, y];
    }
    return null;
  })()`;
}

/**
 * Installed before a cold load of the dashboard: resolves `window.__benchStart` with the time
 * since navigation start (performance.now) at which all three figures (running renders, credit,
 * storage: src/features/dashboard/stat-cards.tsx) were painted with values.
 */
export const START_PROBE = `window.__benchStart = new Promise((resolve) => {
  const shown = () => ['stat-renders', 'stat-credit', 'stat-storage'].every((id) => /\\d/.test(document.querySelector('[data-testid="' + id + '"] p')?.textContent ?? ''));
  const check = () => (shown() ? setTimeout(() => resolve(performance.now()), 0) : requestAnimationFrame(check));
  requestAnimationFrame(check);
});`;

/**
 * The frames while scrolling: the interval between consecutive requestAnimationFrame callbacks
 * (a frame the main thread produced), from START_FRAMES to STOP_FRAMES, which returns them (ms).
 * Only during the scroll phase: a rAF loop asks for a frame every vsync, which a storm alone
 * does not.
 */
export const START_FRAMES = `(() => {
  const f = { intervals: [], on: true, last: null };
  window.__benchFrames = f;
  const tick = (t) => {
    if (!f.on) return;
    if (f.last !== null) f.intervals.push(t - f.last);
    f.last = t;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  return true;
})()`;
export const STOP_FRAMES = `(() => { const f = window.__benchFrames; f.on = false; return f.intervals; })()`;

/** The Renders list's scroll box (src/features/renders/renders-table.tsx). */
export const RENDERS_SCROLL = '[data-testid="renders-table-scroll"]';

/** [scrollTop, the largest scrollTop] of the Renders list. */
export const SCROLL_POSITION = `(() => { const s = document.querySelector('${RENDERS_SCROLL}'); return s ? [s.scrollTop, s.scrollHeight - s.clientHeight] : null; })()`;

/** The first row of the Renders list (aria-rowindex 2: the heading is row 1) on screen, or -1. */
export const FIRST_ROW_SHOWN = `(() => {
  const s = document.querySelector('${RENDERS_SCROLL}');
  if (!s) return -1;
  const top = s.getBoundingClientRect().top;
  for (const row of s.querySelectorAll('tbody tr[data-build-id]')) if (row.getBoundingClientRect().bottom > top + 40) return Number(row.getAttribute('aria-rowindex')) - 2;
  return -1;
})()`;

/**
 * Installed before a cold load of the Renders page: resolves `window.__benchFirstRows` with the
 * time since navigation start (performance.now) at which the first rows of the list were painted,
 * and the list's total as the table announced it then (aria-rowcount, minus the heading row).
 */
export const FIRST_ROWS_PROBE = `window.__benchFirstRows = new Promise((resolve) => {
  const table = () => document.querySelector('[data-testid="renders-table"]');
  const shown = () => table()?.querySelector('tbody tr[data-build-id]') != null;
  const check = () => (shown() ? setTimeout(() => resolve([performance.now(), Number(table().getAttribute('aria-rowcount')) - 1]), 0) : requestAnimationFrame(check));
  requestAnimationFrame(check);
});`;
