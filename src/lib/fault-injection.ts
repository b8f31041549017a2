/**
 * Fault injection for testers and e2e tests, never in production builds: makes a named part of
 * the UI throw while rendering, so the way a real failure is caught, shown, logged and reported
 * can be seen end to end (docs/error-reporting.md). There is no honest way to break a header
 * widget otherwise: the worker validates every answer, so bad data never reaches one.
 *
 * localStorage `<storage prefix>:fault` (e.g. `adcreative-dev:fault`) holds a comma-separated list
 * of targets such as `header-widget:credit-balance`; it is read on each render of a fault point.
 */
import { storageKey } from './storage-key';

export class InjectedFault extends Error {
  override readonly name = 'InjectedFault';
}

/**
 * Production builds (`vite build` in production mode) compile the check out; the local stack
 * builds its client in another mode (see docs/local-stack.md).
 */
const FAULTS_POSSIBLE = import.meta.env.MODE !== 'production';

export const FAULT_KEY = storageKey('fault');

export function faultInjected(target: string): boolean {
  if (!FAULTS_POSSIBLE) return false;
  let value: string | null = null;
  try {
    value = window.localStorage.getItem(FAULT_KEY);
  } catch {
    // Storage blocked: no faults.
  }
  return value !== null && value.split(',').some((entry) => entry.trim() === target);
}

/** Throws an InjectedFault when `target` is asked to fail. */
export function throwIfFaultInjected(target: string): void {
  // Checked here too, so that production builds keep nothing of the throw either.
  if (FAULTS_POSSIBLE && faultInjected(target)) throw new InjectedFault(`Injected fault: ${target}`);
}
