/**
 * Lets settled promises propagate through the engine (port promise → execute → emit → next
 * request ...). Microtask-based on purpose: it works the same with real and with fake timers.
 */
export async function flushMicrotasks(rounds = 50): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
}
