/**
 * The in-process data layer over fake ports, not started: for tests of what starts it (the main
 * thread's session start). session-fixture.ts gives one already signed in.
 */
import { createDataLayer, type DataLayerOptions, type InProcessDataLayer } from '../../worker/host/create-data-layer';
import { createFakePorts, type FakePorts, type FakePortsOptions } from './fake-ports';

export interface InProcessFixture extends FakePorts {
  readonly dl: InProcessDataLayer;
}

export function createInProcessDataLayer(options: FakePortsOptions & DataLayerOptions & { network?: (fakes: FakePorts) => void } = {}): InProcessFixture {
  const fakes = createFakePorts(options);
  options.network?.(fakes);
  return { ...fakes, dl: createDataLayer(fakes.ports, options) };
}
