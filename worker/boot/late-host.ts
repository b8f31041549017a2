/**
 * The host's services in the worker: the worker boots before the page has handed them over
 * (`attachHost` arrives through Comlink), so calls made meanwhile wait for the hand-over. The
 * first hand-over wins; the page makes exactly one, when it creates the worker.
 */
import type { HostServices } from '../contract/api';

export interface LateHost {
  /** Usable at once; each call waits until the host is attached. */
  readonly services: { readXsrfToken(): Promise<string | null>; clientConfig(): Promise<string | null>; pageSession(): Promise<string | null>; scenarioFile(id: string): Promise<string | null> };
  attach(host: HostServices): void;
}

export function createLateHost(): LateHost {
  let attach: (host: HostServices) => void = () => undefined;
  const attached = new Promise<HostServices>((resolve) => {
    attach = resolve;
  });
  return {
    services: {
      readXsrfToken: async () => (await attached).readXsrfToken(),
      clientConfig: async () => (await (await attached).clientConfig?.()) ?? null,
      pageSession: async () => (await (await attached).pageSession?.()) ?? null,
      scenarioFile: async (id) => (await (await attached).scenarioFile?.(id)) ?? null,
    },
    attach: (host) => attach(host),
  };
}
