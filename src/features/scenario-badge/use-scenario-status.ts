/**
 * The scenario run's status as the worker (or the in-process host) reports it on the launch's
 * BroadcastChannel (worker/scenario/status.ts). Asks once on mount, so a badge that starts after
 * the run began still gets everything so far.
 */
import { useEffect, useState } from 'react';
import type { ScenarioStatus, StatusMessage } from '../../../worker/scenario/status';

export function useScenarioStatus(channel: string): ScenarioStatus | null {
  const [status, setStatus] = useState<ScenarioStatus | null>(null);
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const port = new BroadcastChannel(channel);
    port.onmessage = (event: MessageEvent<StatusMessage>) => {
      if (event.data?.kind === 'status') setStatus(event.data.status);
    };
    port.postMessage({ kind: 'ask' } satisfies StatusMessage);
    return () => port.close();
  }, [channel]);
  return status;
}

/** Scenario ms now: real time since its 0 ms times the speed, at most its duration. */
export function scenarioElapsed(status: ScenarioStatus, now: number): number {
  if (status.startedAt === null) return 0;
  if (status.phase === 'ended') return status.durationMs;
  return Math.min(status.durationMs, Math.max(0, (now - status.startedAt) * status.speed));
}

/** `1:05.3` (minutes, seconds, tenths). */
export function formatScenarioTime(ms: number): string {
  const tenths = Math.floor(ms / 100);
  const minutes = Math.floor(tenths / 600);
  const seconds = (tenths % 600) / 10;
  return `${minutes}:${seconds.toFixed(1).padStart(4, '0')}`;
}
