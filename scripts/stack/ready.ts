/** Waits until a child answers its health URL, giving up when it dies or takes too long. */
import { describeExit, type Child } from './children.ts';

export async function waitUntilReady(child: Child, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void child.exited.then(() => {
    gone = true;
  });
  while (Date.now() < deadline) {
    if (gone) throw new Error(`${child.name} ${describeExit(await child.exited)} before it was ready (see its output above).`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${child.name} did not answer ${url} within ${Math.round(timeoutMs / 1000)} s.`);
}
