/**
 * The outbox (docs/collaboration.md, "Writes that survive going offline"): a write of the kinds
 * the outbox contract names that fails for want of a network is kept as data (command, arguments,
 * idempotency key, when, tab, brand, person) in the outbox store (IndexedDB), shown as pending, and
 * sent again in order, one at a time, with the same key, when the connection is back.
 *
 *   submit ─▶ entries of this brand still wait? ─yes─▶ queued behind them (order is kept)
 *        └─no─▶ sent now, with a new key ─▶ answered ─▶ its answer (a refusal goes to the form)
 *                                          └▶ no network ─▶ queued (no toast, no rollback)
 *   brand and person known (start, switch) ─▶ the brand's stored entries read back ─▶ flush
 *   connection/resubscribed, connection/resync-requested (the page's online event),
 *   a write sent after all, outbox/send, drop, edit ─▶ flush
 *   flush: the oldest waiting entry not behind a refused one about the same thing, one at a time
 *        sent ─▶ removed │ refused (4xx) ─▶ kept with the server's reason, the next goes on
 *        no network, 5xx, 401/419/409/429, brand switched ─▶ waits for the next chance
 *
 * Brand scope: an entry is sent only while its brand is in scope (with its X-Brand, through the
 * send guard) and in its person's session; the slice holds only the brand in scope's entries.
 */
import type { Command, CommandResult, Envelope, EventOf, Snapshot } from '../registered';
import type { CommandContext } from '../commands/command-context';
import type { OutboxAttempt } from '../core/runtime';

/** A kept write, as the outbox's events carry it (the outbox domain's contract declares them). */
type OutboxEntry = EventOf<'outbox/queued'>['entry'];
type OutboxCommand = OutboxEntry['command'];
type OutboxRefusal = NonNullable<OutboxEntry['refusal']>;

/** What the app's outbox domain tells the mechanism (the registry's `outbox`). */
export interface OutboxSpec {
  /** The writes the outbox may keep. */
  takes(command: Command): command is OutboxCommand;
  /** What a write is about: a refused entry holds back the later ones about the same thing. */
  target(command: OutboxCommand): string;
  /** An entry read back from the store, or null when it is not a valid one. */
  readStored(value: unknown): OutboxEntry | null;
  /** Runs the command's own handler (never the outbox again). */
  send(ctx: CommandContext, command: OutboxCommand): Promise<CommandResult>;
  /** The entries the state holds (the brand in scope's), oldest first. */
  entries(state: Snapshot): readonly OutboxEntry[];
  /** The person signed in (entries are kept per person), or null. */
  person(state: Snapshot): number | null;
}

export interface Outbox {
  /** The writes it keeps (the spec's). */
  takes(command: Command): command is OutboxCommand;
  /** Runs a write the outbox may keep (`takes`). */
  submit(command: OutboxCommand): Promise<CommandResult>;
  drop(key: string): Promise<CommandResult>;
  /**
   * A kept write changed by the person (its comment, a feed's rows): `change` gives the new
   * command, or null when this entry cannot be changed so (OUTBOX.NOT_EDITABLE).
   */
  replace(key: string, change: (command: OutboxCommand) => OutboxCommand | null): Promise<CommandResult>;
  /** Sends what waits now; answers when the flush is over. */
  sendNow(): Promise<CommandResult>;
  onEnvelope(envelope: Envelope): void;
  dispose(): void;
}

export interface OutboxOptions {
  readonly ctx: CommandContext;
  readonly spec: OutboxSpec;
  /** This tab's id (kept with each entry). */
  readonly tab: string;
  readonly newKey?: () => string;
}

type Attempted =
  | { readonly kind: 'sent'; readonly result: CommandResult }
  | { readonly kind: 'refused'; readonly result: CommandResult }
  /** No network, or an answer that may differ next time (5xx, 401, 419, 409, 429), or the brand left. */
  | { readonly kind: 'later'; readonly result: CommandResult | null };

const QUEUED: CommandResult = { ok: true, queued: true };

/** Answers worth sending again later: the request may succeed next time as it is. */
function triesLater(status: number | null): boolean {
  return status !== null && (status >= 500 || status === 401 || status === 408 || status === 409 || status === 419 || status === 429);
}

function refusalOf(result: CommandResult): OutboxRefusal {
  return {
    error: result.error ?? 'REQUESTS.FAILED',
    ...(result.errorParams !== undefined ? { errorParams: result.errorParams } : {}),
    ...(result.message !== undefined ? { message: result.message } : {}),
    ...(result.fieldErrors !== undefined ? { fieldErrors: result.fieldErrors } : {}),
  };
}

/** The next entry to send: the oldest waiting one not behind a refused entry about the same thing. */
function nextToSend(entries: readonly OutboxEntry[], target: (command: OutboxCommand) => string): OutboxEntry | null {
  const held = new Set<string>();
  for (const entry of entries) {
    if (entry.status === 'refused') held.add(target(entry.command));
    else if (entry.status === 'waiting' && !held.has(target(entry.command))) return entry;
  }
  return null;
}

export function createOutbox({ ctx, spec, tab, newKey = () => crypto.randomUUID() }: OutboxOptions): Outbox {
  const send = spec.send;
  const store = ctx.ports.outbox;
  let restoredFor: string | null = null;
  let flushing: Promise<void> | null = null;
  let again = false;
  let disposed = false;

  const emit = (event: Parameters<CommandContext['emit']>[0]['event'], brand: string) => ctx.emit({ event, source: 'command', brand });
  // The store is best effort: an entry that could not be written still waits in this page's state.
  const keep = (entry: OutboxEntry) => store.put(entry.key, entry).catch(() => undefined);
  const forget = (key: string) => store.remove(key).catch(() => undefined);

  async function attempt(entry: OutboxEntry, replay: boolean): Promise<Attempted> {
    const outboxAttempt: OutboxAttempt = { key: entry.key, replay, offline: false, failure: null };
    const result = await send({ ...ctx, outboxAttempt }, entry.command);
    if (outboxAttempt.offline) return { kind: 'later', result: null };
    if (result.ok) return { kind: 'sent', result };
    const failure = outboxAttempt.failure;
    if (failure !== null && (failure.aborted || triesLater(failure.status))) return { kind: 'later', result };
    return { kind: 'refused', result };
  }

  function enqueue(entry: OutboxEntry): Promise<void> {
    emit({ type: 'outbox/queued', entry }, entry.brand);
    return keep(entry);
  }

  async function flushOnce(): Promise<void> {
    for (;;) {
      if (disposed) return;
      const state = ctx.state();
      const next = nextToSend(spec.entries(state), spec.target);
      if (next === null || next.brand !== ctx.brandInScope() || next.userId !== spec.person(state)) return;
      emit({ type: 'outbox/sending', key: next.key }, next.brand);
      const done = await attempt(next, true);
      // The brand left meanwhile: the entry stays stored for when it is back (the slice was reset).
      if (ctx.brandInScope() !== next.brand) return;
      if (done.kind === 'sent') {
        emit({ type: 'outbox/sent', key: next.key }, next.brand);
        await forget(next.key);
      } else if (done.kind === 'refused') {
        const refusal = refusalOf(done.result);
        emit({ type: 'outbox/refused', key: next.key, refusal }, next.brand);
        await keep({ ...next, status: 'refused', refusal });
      } else {
        emit({ type: 'outbox/waiting', key: next.key }, next.brand);
        return;
      }
    }
  }

  /** One flush at a time; a trigger during one makes exactly one more after it. */
  function flush(): Promise<void> {
    if (flushing !== null) {
      again = true;
      return flushing;
    }
    flushing = (async () => {
      try {
        do {
          again = false;
          await flushOnce();
        } while (again && !disposed);
      } finally {
        flushing = null;
      }
    })();
    return flushing;
  }

  async function restore(brand: string, userId: number): Promise<void> {
    let stored: readonly unknown[] = [];
    try {
      stored = await store.list();
    } catch {
      // Unreadable: nothing to send; what this page keeps from now on is still kept.
    }
    const entries = stored
      .map(spec.readStored)
      .filter((e): e is OutboxEntry => e !== null && e.brand === brand && e.userId === userId)
      .sort((a, b) => a.createdAt - b.createdAt);
    if (disposed) return;
    emit({ type: 'outbox/restored', entries }, brand);
    await flush();
  }

  /** An entry changed by the person: a new key (the server kept the refusal under the old one, and this is another request). */
  async function replace(entry: OutboxEntry, command: OutboxCommand): Promise<CommandResult> {
    const edited: OutboxEntry = { ...entry, key: newKey(), command, status: 'waiting', refusal: null };
    emit({ type: 'outbox/edited', key: entry.key, entry: edited }, entry.brand);
    await forget(entry.key);
    await keep(edited);
    void flush();
    return { ok: true };
  }

  function find(key: string): OutboxEntry | undefined {
    return spec.entries(ctx.state()).find((e) => e.key === key);
  }

  return {
    takes: (command): command is OutboxCommand => spec.takes(command),
    async submit(command) {
      const state = ctx.state();
      const brand = ctx.brandInScope();
      const userId = spec.person(state);
      if (brand === null || userId === null) return send(ctx, command);
      const entry: OutboxEntry = { key: newKey(), command, brand, userId, tab, createdAt: ctx.ports.clock.now(), status: 'waiting', refusal: null };
      // Never ahead of what already waits: writes go out in the order they were made. Nothing is
      // tried now: what waits found no network, and a flush under way takes this one too.
      if (spec.entries(state).some((e) => e.status !== 'refused')) {
        await enqueue(entry);
        return QUEUED;
      }
      const done = await attempt(entry, false);
      if (done.kind === 'later' && done.result === null) {
        await enqueue(entry);
        return QUEUED;
      }
      // An answer means the network is there: what waits (restored meanwhile) goes now.
      if (done.kind === 'sent') void flush();
      return done.result ?? QUEUED;
    },
    async drop(key) {
      const entry = find(key);
      if (entry === undefined) return { ok: false, error: 'OUTBOX.GONE' };
      emit({ type: 'outbox/dropped', key }, entry.brand);
      await forget(key);
      void flush();
      return { ok: true };
    },
    async replace(key, change) {
      const entry = find(key);
      if (entry === undefined) return { ok: false, error: 'OUTBOX.GONE' };
      const command = change(entry.command);
      if (command === null) return { ok: false, error: 'OUTBOX.NOT_EDITABLE' };
      return replace(entry, command);
    },
    async sendNow() {
      await flush();
      return { ok: true };
    },
    onEnvelope(envelope) {
      if (disposed) return;
      const brand = ctx.brandInScope();
      const userId = spec.person(ctx.state());
      const scope = brand !== null && userId !== null ? `${userId}:${brand}` : null;
      if (scope !== restoredFor) {
        restoredFor = scope;
        if (brand !== null && userId !== null) void restore(brand, userId);
        return;
      }
      const type = envelope.event.type;
      if (type === 'connection/resubscribed' || type === 'connection/resync-requested') void flush();
    },
    dispose() {
      disposed = true;
    },
  };
}
