/**
 * Checks, before anything starts, that every port the stack needs is free, so a second stack
 * (or anything else on those ports) gives one clear message instead of a child dying mid-start.
 */
import { createServer } from 'node:net';

export interface PortNeed {
  readonly port: number;
  /** What needs it, e.g. "API server". */
  readonly what: string;
  /** The environment variable that moves it, if any. */
  readonly envVar?: string;
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(false);
      else reject(error);
    });
    // No host: all interfaces, so anything bound to the port on any address counts as taken.
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** Messages for the ports that are taken; empty when all are free. */
export async function busyPorts(needs: readonly PortNeed[]): Promise<string[]> {
  const busy: string[] = [];
  for (const need of needs) {
    if (await isFree(need.port)) continue;
    const move = need.envVar ? `, or run this stack on another port with ${need.envVar}=<port>` : '';
    busy.push(
      `Port ${need.port} (${need.what}) is already in use. Another stack may still be running: stop it ` +
        `(find it with \`lsof -i :${need.port}\` or \`ss -ltnp 'sport = :${need.port}'\`)${move}.`,
    );
  }
  return busy;
}
