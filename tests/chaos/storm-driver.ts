/**
 * The reconnect storm's source of live events, all through the control API on one brand: render
 * builds queued (`builds`, one VisualBuildCreated each), the farm stepped by hand (`farm/tick`,
 * its timer stopped: one VisualBuildUpdated per move, a Spend and a storage event per finished
 * build) and the brand's balance and storage set (`brand/{id}`, one event each). Balance and
 * storage stay clear of the alert thresholds (credits 100/50/5, storage 75 %), so no alert
 * notification joins in.
 *
 * How many events were published is counted afterwards from the server's own state (see
 * `publishedEvents`), not estimated: the farm's arithmetic (docs/control-api.md, `farm/tick`)
 * says exactly which events each build caused.
 */
import type { Page } from '@playwright/test';
import { control } from '../e2e/shell-support';
import type { ServerBuild } from './shown-vs-server';

export interface StormDriver {
  /** One step: a farm tick most of the time, else a balance or storage change. */
  step(): Promise<void>;
  queueBuilds(count: number): Promise<void>;
  /** Sets the balance to a new value (one Spend), as a racing spend right after a reconnect. */
  spend(): Promise<void>;
  /** The balance last set: the server's balance as long as no farm tick came after it. */
  readonly balance: number;
  readonly ticks: number;
  readonly builds: readonly number[];
  readonly balanceSets: number;
  readonly storageSets: number;
}

export function stormDriver(page: Page, brand: string, random: () => number): StormDriver {
  let ticks = 0;
  let balanceSets = 0;
  let storageSets = 0;
  let n = 0;
  let balance = Number.NaN;
  const builds: number[] = [];
  const spend = async () => {
    balanceSets += 1;
    balance = 20_000 + Math.floor(random() * 60_000);
    await control(page, `brand/${brand}`, { balance });
  };
  return {
    async step() {
      n += 1;
      if (n % 5 === 0) return spend();
      if (n % 7 === 0) {
        storageSets += 1;
        await control(page, `brand/${brand}`, { storagePercent: 10 + Math.floor(random() * 60) });
        return;
      }
      ticks += 1;
      await control(page, 'farm/tick');
    },
    async queueBuilds(count) {
      for (let left = count; left > 0; left -= 100) builds.push(...((await control(page, 'builds', { brand, count: Math.min(100, left) })) as { ids: number[] }).ids);
    },
    spend,
    get balance() {
      return balance;
    },
    get ticks() {
      return ticks;
    },
    builds,
    get balanceSets() {
      return balanceSets;
    },
    get storageSets() {
      return storageSets;
    },
  };
}

/** Moves a build made since it was queued: started at 0, then 34, 68, 100 (finished or failed). */
function moves(build: ServerBuild): number {
  if (build.status === 'queued') return 0;
  if (build.status === 'rendering') return build.progress / 34 + 1;
  return 4;
}

/** The live events the storm published, from the final state of its builds and its brand calls. */
export function publishedEvents(builds: readonly ServerBuild[], driver: Pick<StormDriver, 'balanceSets' | 'storageSets'>) {
  const finished = builds.filter((b) => b.status === 'finished').length;
  const counts = {
    created: builds.length,
    updated: builds.reduce((sum, b) => sum + moves(b), 0),
    // A finished build spends its cost and grows storage; a failed one does neither.
    spends: finished + driver.balanceSets,
    storage: finished + driver.storageSets,
  };
  return { ...counts, total: counts.created + counts.updated + counts.spends + counts.storage };
}
