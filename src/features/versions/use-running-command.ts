/**
 * Dispatches commands one at a time and says which one is running, so the page can disable its
 * buttons meanwhile. A data layer that throws (never a server answer, which comes as a result)
 * becomes a failed result, so callers only ever handle results.
 */
import { useCallback, useState } from 'react';
import type { Command, CommandResult } from '../../../worker/contract/commands';
import { useDataLayer } from '../../data-client';

const BROKEN: CommandResult = { ok: false, error: 'REQUESTS.FAILED_UNKNOWN' };

export function useRunningCommand<K extends string>() {
  const api = useDataLayer();
  const [running, setRunning] = useState<K | null>(null);
  const run = useCallback(
    async (key: K, command: Command): Promise<CommandResult> => {
      setRunning(key);
      try {
        return await api.dispatch(command);
      } catch (error: unknown) {
        console.error(`${command.type} failed in the data layer`, error);
        return BROKEN;
      } finally {
        setRunning(null);
      }
    },
    [api],
  );
  return { running, run };
}

/** The messages a failed command offers for one field, or for the whole form. */
export function failureMessages(result: CommandResult | null, field: string): readonly string[] {
  if (result === null || result.ok) return [];
  const own = result.fieldErrors?.[field] ?? [];
  return own.length > 0 ? own : result.message ? [result.message] : [];
}
