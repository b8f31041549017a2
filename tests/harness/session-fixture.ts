/** A data layer over fake ports, started and signed in (manager of acme unless told otherwise). */
import type { CommandResult } from '../../worker/contract/commands';
import type { DomainEventType, EventOf } from '../../worker/contract/events';
import { createDataLayer, type DataLayerOptions, type InProcessDataLayer } from '../../worker/host/create-data-layer';
import { createFakePorts, type FakePorts, type FakePortsOptions } from './fake-ports';

export interface StartedSession extends FakePorts {
  readonly dl: InProcessDataLayer;
  readonly result: CommandResult;
}

export async function startSession(
  options: FakePortsOptions & DataLayerOptions & { routeBrand?: string | null; beforeStart?: (fakes: FakePorts) => void } = {},
): Promise<StartedSession> {
  const fakes = createFakePorts(options);
  options.beforeStart?.(fakes);
  const dl = createDataLayer(fakes.ports, options);
  const result = await dl.dispatch({ type: 'start', xsrfToken: 'xsrf-1', routeBrand: options.routeBrand ?? null, locale: 'en' });
  await fakes.backend.flush();
  return { ...fakes, dl, result };
}

/** The events of one type the engine logged so far (foreign ones included), oldest first. */
export function loggedEvents<T extends DomainEventType>(dl: InProcessDataLayer, type: T): EventOf<T>[] {
  return dl.engine.log.contents().envelopes.flatMap((e) => (e.event.type === type ? [e.event as EventOf<T>] : []));
}
