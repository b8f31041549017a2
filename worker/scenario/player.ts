/**
 * Plays a scenario against a data layer built on its rig's ports: dispatches `start` at 0 ms,
 * each timed input at its `at`, checks each expectation at its time and the rest at the end,
 * and counts what a tester wants to see (envelopes, requests per endpoint, bridge batches).
 *
 * Platform-neutral: time comes from the rig's timers (only one pending at a time, so a storm of
 * 18,000 steps costs one timer, not 18,000); the Node runner fakes them, a browser may not.
 */
import type { Command } from '../contract/commands';
import type { Query } from '../contract/queries';
import type { Envelope } from '../contract/events';
import type { PageLoadReason } from '../contract/page-load';
import type { InProcessDataLayer } from '../host/create-data-layer';
import { sliceHashes, stateHash } from '../log/state-hash';
import { scenarioHash } from './scenario-hash';
import { checkExpectation, type ExpectationResult, type Observation } from './expectations';
import { METRICS, type Expectation, type Metric, type Scenario, type TimedInput } from './format';
import type { ScenarioRig } from './scenario-ports';
import { whenAnswersTaken } from './settle';

export interface CommandFailure {
  readonly at: number;
  readonly type: string;
  readonly error: string;
}

export interface ScenarioSummary {
  readonly name: string;
  readonly durationMs: number;
  readonly stateHash: string;
  /**
   * The scenario's hash: the slices the scenario drives, without those the page's own UI changes
   * (scenario-hash.ts). The same in Node and in the browser.
   */
  readonly scenarioHash: string;
  /** Each slice's own hash, so two runs that differ show where (printed by the runner and the browser). */
  readonly sliceHashes: Readonly<Record<string, string>>;
  readonly envelopes: { readonly total: number; readonly bySource: Record<string, number>; readonly byType: Record<string, number> };
  readonly requests: Record<string, number>;
  readonly unanswered: Record<string, number>;
  readonly bridgeBatches: number;
  readonly commands: { readonly sent: number; readonly failed: readonly CommandFailure[] };
  readonly liveUndelivered: number;
  readonly expectations: readonly ExpectationResult[];
  /** Every expectation passed. */
  readonly passed: boolean;
}

export interface PlayOptions {
  /** Moves the wall clock (Date.now) by `ms` without firing timers; without it clock jumps fail the run. */
  readonly jumpClock?: (ms: number) => void;
  /**
   * The host sent `start` itself (the browser: the page's own session start, with the page's
   * route brand and locale), so the player does not send another.
   */
  readonly startedByHost?: boolean;
  /** Told each expectation's result as it is checked (the browser's badge shows them as they come). */
  readonly onCheck?: (result: ExpectationResult) => void;
  /**
   * A page load (a `reload` step): the host stores the tab's log, disposes the data layer and
   * gives a new one restored from the stored copy, as a page that loads again does. The player
   * then sends the new page's `start`. Without it, reload steps fail the run (listed as failed).
   */
  readonly reload?: (reason: PageLoadReason) => Promise<InProcessDataLayer>;
  /**
   * The browser host: the inputs of 0 ms are applied at once, then the player waits for this
   * before it schedules anything later (the host starts the scenario's clock when it settles).
   */
  readonly ready?: Promise<void>;
  /**
   * The browser host: before the checks of a time (and the end's), wait until the answers due
   * at once are taken (settle.ts, at most 500 ms), so a check sees what Node's would.
   */
  readonly settleChecks?: boolean;
}

export interface ScenarioPlayback {
  /** Settles when the scenario's durationMs has passed on its timers. */
  readonly done: Promise<ScenarioSummary>;
  /** Ends the playback early (its timers are cleared; `done` never settles). */
  stop(): void;
}

type Action = { readonly at: number; readonly input: TimedInput } | { readonly at: number; readonly check: Expectation; readonly index: number };

function increment(record: Record<string, number>, key: string): void {
  record[key] = (record[key] ?? 0) + 1;
}

export function playScenario(scenario: Scenario, rig: ScenarioRig, firstDataLayer: InProcessDataLayer, options: PlayOptions = {}): ScenarioPlayback {
  // The data layer of the current page: a reload step replaces it.
  let dl = firstDataLayer;
  const bySource: Record<string, number> = {};
  const byType: Record<string, number> = {};
  const toasts = new Map<string, number>();
  let total = 0;
  let batches = 0;
  let sent = 0;
  const failed: CommandFailure[] = [];
  const results: ExpectationResult[] = [];

  let lastSeq = 0;
  const count = (envelope: Envelope) => {
    lastSeq = envelope.seq;
    total += 1;
    increment(bySource, envelope.source);
    increment(byType, envelope.event.type);
    if (envelope.event.type === 'toast/requested') toasts.set(envelope.event.key, (toasts.get(envelope.event.key) ?? 0) + 1);
  };
  const follow = (layer: InProcessDataLayer) => ({
    feed: layer.engine.envelope$.subscribe(count),
    // Like the main thread: one listener, acknowledging each batch at once.
    subscription: layer.subscribe(() => {
      batches += 1;
    }),
  });
  let { feed, subscription } = follow(dl);

  function metrics(): Record<Metric, number> {
    const values: Record<Metric, number> = Object.fromEntries(METRICS.map((m) => [m, 0])) as Record<Metric, number>;
    values['bridge.batches'] = batches;
    values.envelopes = total;
    for (const source of ['live', 'http', 'command', 'system'] as const) values[`envelopes.${source}`] = bySource[source] ?? 0;
    values['commands.failed'] = failed.length;
    values['live.undelivered'] = rig.live.undelivered() + rig.graphql.undelivered();
    values['http.unanswered'] = [...rig.http.unanswered.values()].reduce((a, b) => a + b, 0);
    return values;
  }

  function observe(): Observation {
    return { state: dl.engine.state(), requests: rig.http.requests, requestQueries: rig.http.queries, toasts, events: byType, metrics: metrics() };
  }

  function dispatch(command: Command, at: number): void {
    sent += 1;
    dl.dispatch(command).then(
      (result) => {
        if (!result.ok) failed.push({ at, type: command.type, error: result.error ?? 'failed' });
      },
      (error: unknown) => failed.push({ at, type: command.type, error: String(error) }),
    );
  }

  function start(routeBrand: string | null, locale: Scenario['start']['locale']): void {
    dispatch({ type: 'start', xsrfToken: scenario.start.xsrfToken, routeBrand, locale }, rig.timeline.elapsed());
  }

  /** A page load: the host swaps the data layer; the new page starts its session. Resolves when it has. */
  async function reload(input: Extract<TimedInput, { reload: unknown }>): Promise<void> {
    if (options.reload === undefined) {
      failed.push({ at: input.at, type: 'reload', error: 'this player cannot load the page again' });
      return;
    }
    feed.unsubscribe();
    void subscription.then((id) => dl.unsubscribe(id));
    dl = await options.reload(input.reload.reason);
    // What the new page emitted as it was made (its `log/page-loaded` marker) counts too.
    for (const envelope of dl.engine.log.newest(16)) if (envelope.seq > lastSeq) count(envelope);
    ({ feed, subscription } = follow(dl));
    start(input.reload.routeBrand === undefined ? scenario.start.routeBrand : input.reload.routeBrand, input.reload.locale ?? scenario.start.locale);
  }

  /** Applies an input; a page load returns the promise the next inputs wait for. */
  function apply(input: TimedInput): Promise<void> | null {
    if ('reload' in input) return reload(input);
    if ('live' in input) rig.live.deliver(input.live.channel, input.live.event, input.live.data);
    else if ('drop' in input) rig.live.drop(input.drop.forMs);
    else if ('notification' in input) rig.graphql.push(input.notification);
    else if ('channelAuthFailed' in input) rig.live.channelAuthFailed(input.channelAuthFailed.channel, input.channelAuthFailed.status);
    else if ('command' in input) dispatch(input.command as unknown as Command, input.at);
    else if ('watch' in input) {
      const brand = input.watch.brand === undefined ? dl.engine.state().brand.identifier : input.watch.brand;
      void dl.watch(input.watch.query as unknown as Query, brand);
    } else if (options.jumpClock !== undefined) {
      options.jumpClock(input.clockJumpMs);
      rig.timeline.jumped(input.clockJumpMs);
    } else {
      failed.push({ at: input.at, type: 'clockJumpMs', error: 'this player cannot move the clock' });
    }
    return null;
  }

  const actions: Action[] = [
    ...scenario.inputs.map((input) => ({ at: input.at, input })),
    ...scenario.expect.flatMap((check, index) => (check.at === 'end' ? [] : [{ at: check.at, check, index }])),
  ];
  // Inputs of a ms before the checks of that ms; stable otherwise.
  actions.sort((a, b) => a.at - b.at || Number('check' in a) - Number('check' in b));

  let next = 0;
  let waitForReady: Promise<void> | null = options.ready ?? null;
  /** The latest time whose checks waited for the answers due (settleChecks). */
  let settledFor = -1;
  let timer: unknown = null;
  let stopped = false;
  let finish: (summary: ScenarioSummary) => void = () => undefined;
  const done = new Promise<ScenarioSummary>((resolve) => (finish = resolve));

  function record(result: ExpectationResult): void {
    results.push(result);
    options.onCheck?.(result);
  }

  function summary(): ScenarioSummary {
    const ordered = [...results].sort((a, b) => a.index - b.index);
    return {
      name: scenario.name,
      durationMs: scenario.durationMs,
      stateHash: stateHash(dl.engine.state()),
      scenarioHash: scenarioHash(dl.engine.state()),
      sliceHashes: sliceHashes(dl.engine.state()),
      envelopes: { total, bySource: { ...bySource }, byType: { ...byType } },
      requests: Object.fromEntries([...rig.http.requests].sort(([a], [b]) => a.localeCompare(b))),
      unanswered: Object.fromEntries(rig.http.unanswered),
      bridgeBatches: batches,
      commands: { sent, failed: [...failed] },
      liveUndelivered: rig.live.undelivered() + rig.graphql.undelivered(),
      expectations: ordered,
      passed: ordered.every((r) => r.pass),
    };
  }

  function end(): void {
    dl.flushBatches();
    scenario.expect.forEach((check, index) => {
      if (check.at === 'end') record(checkExpectation(check, index, observe()));
    });
    feed.unsubscribe();
    void subscription.then((id) => dl.unsubscribe(id));
    finish(summary());
  }

  function run(): void {
    timer = null;
    if (stopped) return;
    const now = rig.timeline.elapsed();
    while (next < actions.length && (actions[next] as Action).at <= now) {
      const action = actions[next++] as Action;
      if ('input' in action) {
        const loading = apply(action.input);
        // The rest waits for the new page (its store read and boot: promises, no timer).
        if (loading !== null) {
          return void loading.then(run, (error: unknown) => {
            failed.push({ at: action.at, type: 'reload', error: String(error) });
            run();
          });
        }
      } else if (options.settleChecks === true && action.at > settledFor) {
        // The browser: what was due by now is taken first, as Node's fake timers settle it.
        next -= 1;
        settledFor = action.at;
        return void whenAnswersTaken(rig.answersDue, 2, 500).then(run);
      } else record(checkExpectation(action.check, action.index, observe()));
    }
    if (waitForReady !== null) {
      const ready = waitForReady;
      waitForReady = null;
      return void ready.then(run);
    }
    const upcoming = next < actions.length ? (actions[next] as Action).at : scenario.durationMs;
    if (next >= actions.length && now >= scenario.durationMs) {
      if (options.settleChecks !== true || settledFor === Infinity) return end();
      settledFor = Infinity;
      return void whenAnswersTaken(rig.answersDue, 2, 500).then(run);
    }
    timer = rig.timers.setTimeout(run, Math.max(0, upcoming - now));
  }

  if (options.startedByHost !== true) start(scenario.start.routeBrand, scenario.start.locale);
  run();
  return {
    done,
    stop() {
      stopped = true;
      if (timer !== null) rig.timers.clearTimeout(timer);
      feed.unsubscribe();
    },
  };
}
