/**
 * A write refused because the app shows a past moment (worker/contract/time-travel.ts) must say
 * so wherever it was asked from: many screens leave a command's failure to the data layer's
 * toasts, and the data layer's toasts are the live state's, hidden while a past moment is shown.
 * So the page raises the notice itself, as a main-thread toast (shown over the past moment too).
 */
import type { Command } from '../../worker/contract/commands';
import type { DataLayerApi } from '../../worker/contract/api';
import { WRITES_OFF_KEY } from '../../worker/contract/time-travel';

export function withRefusalNotice(api: DataLayerApi, onRefused: (command: Command) => void): DataLayerApi {
  const dispatch: DataLayerApi['dispatch'] = async (command, options) => {
    const result = await api.dispatch(command, options);
    if (!result.ok && result.error === WRITES_OFF_KEY) onRefused(command);
    return result;
  };
  // A Proxy rather than a copy: the worker's API is a Comlink proxy whose methods exist only
  // when asked for.
  return new Proxy(api, { get: (target, property) => (property === 'dispatch' ? dispatch : Reflect.get(target, property)) });
}
