/**
 * The live events a publisher has not settled yet, so `flush` reports the failures of exactly
 * what it waited for (not of events that failed earlier, with nobody waiting).
 */

export interface Deliveries {
  /** Tracks one event's delivery and returns it; it never becomes an unhandled rejection, so callers may ignore it. */
  track(delivery: Promise<void>): Promise<void>;
  /** Waits for every delivery pending now; rejects with the first failure among them. */
  settle(): Promise<void>;
}

export function createDeliveries(): Deliveries {
  const pending = new Set<Promise<void>>();
  return {
    track(delivery) {
      pending.add(delivery);
      const forget = () => pending.delete(delivery);
      delivery.then(forget, forget);
      return delivery;
    },
    async settle() {
      const results = await Promise.allSettled([...pending]);
      const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      if (failed) throw failed.reason;
    },
  };
}
