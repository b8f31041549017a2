/**
 * A small world for the balance model test (tests/integration/balance-model.test.ts): the
 * server's balances of two brands with their versions (what the reference backend keeps), the
 * Spend events it publishes on the way to the client (delivered now, late, or lost with the
 * connection), and the balance requests the client made, read by the server at one moment and
 * answered at a later one (out of order). It drives the fake ports; the engine is the real one.
 */
import type { BalanceReading, SpendWire } from '../../worker/contract/balance-version';
import { brandChannel } from '../../worker/contract/live-channels';
import type { FakeBackend } from './fake-backend';
import type { PendingCall } from './fake-requests';
import type { FakeLive } from './fake-live';

export const BRANDS = ['acme', 'beta'] as const;
export type Brand = (typeof BRANDS)[number];

/**
 * Far apart (and spends small), so one brand's value can never be another's: "a value the server
 * had for this brand" also proves "never another brand's".
 */
const START_CENTS: Record<Brand, number> = { acme: 100_000, beta: 5_000_000 };
const BRAND_IDS: Record<Brand, number> = { acme: 1, beta: 2 };

interface Ledger {
  cents: number;
  version: number;
  /** The balance at every version: index = version. */
  readonly history: number[];
}

interface InTransit {
  readonly brand: Brand;
  readonly payload: SpendWire;
}

const credits = (cents: number) => cents / 100;

export class BalanceWorld {
  private readonly ledgers: Record<Brand, Ledger>;
  /** Spends on their way to the client, oldest first. */
  private readonly transit: InTransit[] = [];
  /** What the server read for each balance request it has served, not yet answered. */
  private readonly served = new Map<PendingCall, BalanceReading>();
  connected = true;

  constructor(
    private readonly backend: FakeBackend,
    private readonly live: FakeLive,
  ) {
    this.ledgers = {
      acme: { cents: START_CENTS.acme, version: 0, history: [credits(START_CENTS.acme)] },
      beta: { cents: START_CENTS.beta, version: 0, history: [credits(START_CENTS.beta)] },
    };
  }

  balanceOf(brand: Brand): number {
    return credits(this.ledgers[brand].cents);
  }

  /** Whether `brand` ever had this balance on the server, at any version. */
  everHad(brand: Brand, value: number): boolean {
    return this.ledgers[brand].history.includes(value);
  }

  /** The balance `brand` had at `version` on the server (undefined: it never had that version). */
  balanceAt(brand: Brand, version: number): number | undefined {
    return this.ledgers[brand].history[version];
  }

  /**
   * A balance change on the server (a render's spend, or a top-up when `cents` is negative),
   * published on the brand's channel. The client hears it only on the channel it is subscribed
   * to, while connected; `late` keeps it in transit, `lost` drops it with the connection.
   */
  change(brand: Brand, cents: number, delivery: 'now' | 'late' | 'lost'): void {
    const ledger = this.ledgers[brand];
    ledger.cents -= cents;
    ledger.version += 1;
    ledger.history.push(credits(ledger.cents));
    const payload: SpendWire = { brandId: BRAND_IDS[brand], amount: credits(cents), balance: credits(ledger.cents), version: ledger.version };
    if (!this.connected || this.live.brand !== brand) return;
    if (delivery === 'lost') this.disconnect();
    else if (delivery === 'late') this.transit.push({ brand, payload });
    else this.deliver({ brand, payload });
  }

  /** Delivers the `pick`-th Spend still in transit (modulo their number). */
  deliverLate(pick: number): void {
    if (this.transit.length === 0) return;
    const [event] = this.transit.splice(pick % this.transit.length, 1);
    this.deliver(event!);
  }

  deliverAllLate(): void {
    while (this.transit.length > 0) this.deliverLate(0);
  }

  /** The connection drops: whatever was in transit is lost with it. */
  disconnect(): void {
    if (!this.connected) return;
    this.connected = false;
    this.transit.length = 0;
    this.live.setConnection('unavailable');
  }

  reconnect(): void {
    if (this.connected) return;
    this.connected = true;
    this.live.setConnection('connected');
    this.live.resubscribed();
  }

  /** Balance requests not answered yet (of any brand, aborted ones included when the port lets them answer). */
  pending(): PendingCall<BalanceReading>[] {
    return this.backend.pending('balance');
  }

  /** The server reads the balance for the `pick`-th pending request now; it is answered later. */
  serve(pick: number): void {
    const unserved = this.pending().filter((call) => !this.served.has(call));
    if (unserved.length === 0) return;
    const call = unserved[pick % unserved.length]!;
    this.served.set(call, this.readingFor(call));
  }

  /** Answers the `pick`-th pending request: with what the server read earlier, else with what it reads now. */
  answer(pick: number): void {
    const calls = this.pending();
    if (calls.length === 0) return;
    const call = calls[pick % calls.length]!;
    const reading = this.served.get(call) ?? this.readingFor(call);
    this.served.delete(call);
    call.resolve(reading);
  }

  answerAll(): void {
    while (this.pending().length > 0) this.answer(0);
  }

  private readingFor(call: PendingCall<BalanceReading>): BalanceReading {
    const ledger = this.ledgers[call.ctx.brand as Brand];
    return { balance: credits(ledger.cents), version: ledger.version };
  }

  private deliver({ brand, payload }: InTransit): void {
    this.live.emitRaw(brandChannel(brand), 'BalanceManager.Spend', payload);
  }
}
