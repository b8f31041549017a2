/**
 * This app's engine: the generic engine (engine/create-engine.ts) made of this app's domain
 * registry (domains/registry.ts, APP_REGISTRY). Everything that runs or folds the app's events
 * (the host, the in-process boot, the scenario rig, the log's fold and replay, tests, benchmarks)
 * goes through here, so the engine itself never imports a domain.
 */
import { createEngine, type Engine, type EngineOptions } from './engine/create-engine';
import { createReducer } from './engine/reduce';
import { APP_REGISTRY } from './domains/registry';
import type { Ports } from './ports/types';

export function createAppEngine(ports: Ports, options?: EngineOptions): Engine {
  return createEngine(APP_REGISTRY, ports, options);
}

/** The app's root reducer: how the log folds its envelopes (replay, inspection, divergence). */
export const reduce = createReducer(APP_REGISTRY);
