/**
 * The Ports of a scenario: the REAL HTTP port and GraphQL client over the scenario fetch, the
 * scenario LivePort (real decoder), the page's cookie and the preferences in memory. Nothing
 * here is platform-specific: timers and the clock are handed in.
 */
import { asyncScheduler, type SchedulerLike } from 'rxjs';
import { createHttpPort, DEFAULT_OAUTH_SCOPE } from '../ports/http/create-http-port';
import { createXsrfTokenCell } from '../ports/http/request-headers';
import { createMemoryOutboxStore } from '../ports/outbox/memory-outbox-store';
import { createMemoryPreferences } from '../ports/preferences/memory-preferences';
import type { Clock, Ports } from '../ports/types';
import type { Scenario } from './format';
import { PRESET_RULES } from './presets';
import { createScenarioFetch, type HttpStats } from './scenario-fetch';
import { createScenarioGraphql, type ScenarioGraphqlPort } from './scenario-graphql';
import { createScenarioLivePort, type ScenarioLivePort } from './scenario-live-port';
import { createTimeline, GLOBAL_TIMERS, type ScenarioTimers, type Timeline } from './timers';

export interface ScenarioRig {
  readonly ports: Ports;
  readonly live: ScenarioLivePort;
  readonly graphql: ScenarioGraphqlPort;
  readonly http: HttpStats;
  /** Answers due at once and not handed over yet (settle.ts waits for none). */
  readonly answersDue: () => number;
  readonly timeline: Timeline;
  readonly timers: ScenarioTimers;
}

export interface ScenarioRigOptions {
  readonly timers?: ScenarioTimers;
  /** The engine's clock; the global Date by default (faked by the Node runner). */
  readonly clock?: Clock;
  /** Origin the URLs are built from; only the path reaches the rules. */
  readonly origin?: string;
  /** The engine's RxJS scheduler; asyncScheduler by default (the browser passes a scaled one). */
  readonly scheduler?: SchedulerLike;
}

export function createScenarioRig(scenario: Scenario, options: ScenarioRigOptions = {}): ScenarioRig {
  const timers = options.timers ?? GLOBAL_TIMERS;
  const clock = options.clock ?? { now: () => Date.now() };
  const origin = options.origin ?? 'http://scenario.invalid';
  const timeline = createTimeline(() => clock.now());
  // One token cell for REST, GraphQL and channel auth, as in the real ports.
  const xsrf = createXsrfTokenCell();
  const scenarioFetch = createScenarioFetch([...scenario.http, ...PRESET_RULES[scenario.preset]], timeline, timers);
  const live = createScenarioLivePort(timers, xsrf);
  const graphql = createScenarioGraphql(scenarioFetch.fetch, origin, xsrf);
  const preferences = createMemoryPreferences();
  for (const [key, value] of Object.entries(scenario.start.preferences ?? {})) preferences.values.set(key, value);
  const cookieToken = scenario.start.cookieXsrfToken;
  return {
    ports: {
      backend: createHttpPort({ fetch: scenarioFetch.fetch, origin, xsrf, env: { oauthClientId: 'scenario', oauthScope: DEFAULT_OAUTH_SCOPE } }),
      graphql,
      live,
      clock,
      cookies: { readXsrfToken: () => Promise.resolve(cookieToken) },
      preferences,
      outbox: createMemoryOutboxStore(),
      scheduler: options.scheduler ?? asyncScheduler,
    },
    live,
    graphql,
    http: scenarioFetch.stats,
    answersDue: scenarioFetch.answersDue,
    timeline,
    timers,
  };
}
