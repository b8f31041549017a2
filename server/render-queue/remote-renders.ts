/**
 * The API server's half of a render made by a render worker on another machine
 * (`RENDER_QUEUE=bullmq`, worker-protocol.ts). The worker has no database and no output folder:
 * it asks the API server to claim a render, renders it, and sends the file back. Here each such
 * render runs through the same render runner as the embedded queue's (render-runner.ts: the claim
 * under the worker's lease, the stages, the stored-before-a-stop rule, the attempts limit, storing
 * the file, settling once), except that its "renderer" is the worker at the other end:
 *
 *   claim ──► runner.claimById(id) under the worker's lease, runner.run() starts
 *               └─ pre-checks may settle it at once (stored before, too many attempts, no credits):
 *                  the claim answers 409 with the status, the worker renders nothing
 *               └─ the runner asks for the file: the claim answers 200 with the render
 *   stage ───► the runner's stage (progress, lease renewed, announced live)
 *   output ──► the file the runner was waiting for: stored (temporary file, renamed), settled
 *   failure ─► the runner's render fails with the worker's reason: settled as failed
 *
 * A render whose worker goes silent (killed) is dropped when its lease runs out (expire(), on a
 * timer): nothing is settled, and the dispatcher sends it to another worker. An upload cut midway
 * stores nothing and settles nothing (the output store removes its temporary file). A worker that
 * reaches an API server restarted since its claim finds its render adopted from the database, as
 * long as its lease holds. close() gives every worker's renders back.
 */
import type { VisualBuildRow } from '../db/rows.ts';
import type { EffectDeps } from '../farm/brand-effects.ts';
import type { OutputFile, OutputStore } from '../outputs/output-store.ts';
import { packageContent, packageMetaOf } from '../creatives/template-packages.ts';
import { RenderError } from '../render/render-error.ts';
import { valuesOf, type StageListener, type VersionRef } from '../render/renderer.ts';
import { imageReference } from '../../worker/contract/template-values';
import type { RenderStage } from '../../worker/contract/render-stages';
import { createRenderRunner, type RenderRunner } from './render-runner.ts';
import type { RenderDeadlines } from './render-watchdog.ts';
import { reasonFromWire, type RenderReason } from '../../worker/contract/render-reasons';
import type { ClaimedRender, Failure, NotTaken, Settled } from './worker-protocol.ts';

export interface RemoteRendersDeps extends EffectDeps {
  readonly store: OutputStore;
  readonly log: { error(details: object, message: string): void };
}

export interface RemoteRendersOptions {
  readonly leaseMs: number;
  readonly maxAttempts?: number;
  /** Each render's deadline from its claim, here as in the embedded queue (render-watchdog.ts); the worker kills its page at its own. */
  readonly deadlines?: RenderDeadlines;
}

export type ClaimResult = { readonly claimed: ClaimedRender } | { readonly notTaken: NotTaken };

export interface RemoteRenders {
  claim(owner: string, buildId: number): Promise<ClaimResult>;
  /** A package's bytes, only when one of this worker's renders is of that package. */
  packageFor(owner: string, fileId: number): Buffer | null;
  /** An asset-library file's bytes, only when one of this worker's renders chooses it (ClaimedRender `assets`). */
  assetFor(owner: string, fileId: number): Buffer | null;
  /** false when the render is no longer this worker's. */
  stage(owner: string, buildId: number, stage: Exclude<RenderStage, 'store'>): boolean;
  /** Renews the leases of these renders; answers those still held. */
  renew(owner: string, buildIds: readonly number[]): number[];
  /** Stores the file and settles; null when the render is not this worker's. `cut` aborts when the upload is cut. */
  deliver(owner: string, buildId: number, file: OutputFile, cut: AbortSignal): Promise<Settled | null>;
  /** Settles the render as failed: with the template's reason, or (the worker's own failure) logged and shown as the storage failure. */
  fail(owner: string, buildId: number, failure: Failure | RenderReason): Promise<Settled | null>;
  /** The worker stops: its renders go back, not counted. */
  giveBack(owner: string): void;
  /** Drops the renders whose lease ran out or that were settled or cancelled meanwhile. */
  expire(): void;
  /** How many renders workers hold here now. */
  readonly size: number;
  close(): Promise<void>;
}

interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  // Nobody may be waiting when a render is dropped.
  promise.catch(() => {});
  return { promise, resolve, reject };
}

interface Entry {
  readonly owner: string;
  readonly buildId: number;
  readonly packageId: number | null;
  /** The brand's asset files its values choose (ClaimedRender `assets`). */
  readonly assets: readonly { readonly id: number; readonly size: number }[];
  readonly abort: AbortController;
  /** Resolves when the runner asks for the file (the pre-checks passed). */
  readonly wanted: Deferred<void>;
  readonly output: Deferred<OutputFile>;
  onStage: StageListener | null;
  done: Promise<void>;
}

export function createRemoteRenders(d: RemoteRendersDeps, options: RemoteRendersOptions): RemoteRenders {
  const entries = new Map<number, Entry>();
  const runners = new Map<string, RenderRunner>();
  const row = d.db.prepare('SELECT * FROM visual_builds WHERE id = ?');
  const versionRef = d.db.prepare('SELECT v.id AS visual_id, v.brand_id, v.name, vv.number, v.slots FROM visual_versions vv JOIN visuals v ON v.id = vv.visual_id WHERE vv.id = ?');
  const unmark = d.db.prepare("UPDATE visual_builds SET dispatched_at = NULL WHERE id = ? AND status != 'queued' AND dispatched_at IS NOT NULL");
  const renewOne = d.db.prepare("UPDATE visual_builds SET lease_until = ? WHERE id = ? AND lease_owner = ? AND status = 'rendering'");
  const assetMeta = d.db.prepare('SELECT id, length(content) AS size FROM files WHERE id = ? AND brand_id = ? AND (directory_id IS NOT NULL OR asset_group_id IS NOT NULL)');
  const fileContent = d.db.prepare('SELECT content FROM files WHERE id = ?').pluck();
  const timer = setInterval(() => expire(), Math.max(250, Math.floor(options.leaseMs / 4)));
  timer.unref();

  const buildOf = (id: number) => row.get(id) as VisualBuildRow | undefined;
  const held = (build: VisualBuildRow | undefined, owner: string): build is VisualBuildRow =>
    build !== undefined && build.status === 'rendering' && build.lease_owner === owner && (build.lease_until === null ? false : build.lease_until >= d.clock.now().toISOString());

  function runnerFor(owner: string): RenderRunner {
    let runner = runners.get(owner);
    if (!runner) {
      runner = createRenderRunner(
        {
          ...d,
          // The runner's renderer: the worker at the other end of this render's calls.
          render(job, onStage) {
            const entry = entries.get(job.id);
            if (!entry) return Promise.reject(new Error(`render ${job.id} has no worker`));
            entry.onStage = onStage;
            entry.wanted.resolve();
            return entry.output.promise;
          },
        },
        { leaseMs: options.leaseMs, owner, ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}), ...(options.deadlines ? { deadlines: options.deadlines } : {}) },
      );
      runners.set(owner, runner);
      // Workers come and go (a new owner per process): forget those holding nothing here.
      if (runners.size > 256) for (const known of runners.keys()) if (![...entries.values()].some((e) => e.owner === known)) runners.delete(known);
    }
    return runner;
  }

  /**
   * The brand's asset files the render's values choose: any value that names one (`asset:{id}`),
   * whatever its input's type (the package is not unpacked here; the renderer checks the types),
   * and only files of the render's own brand.
   */
  function assetsOf(ref: VersionRef | undefined, build: VisualBuildRow): Entry['assets'] {
    if (!ref) return [];
    const ids = new Set<number>();
    for (const value of Object.values(valuesOf(ref.slots, build.values_json))) {
      const reference = imageReference(value);
      if (reference?.kind === 'asset') ids.add(reference.id);
    }
    return [...ids].flatMap((id) => (assetMeta.get(id, ref.brand_id) as { id: number; size: number } | undefined) ?? []);
  }

  function drop(entry: Entry): void {
    if (entries.get(entry.buildId) === entry) entries.delete(entry.buildId);
    entry.abort.abort();
  }

  /** Runs a claimed render with the worker as its renderer. */
  function start(owner: string, build: VisualBuildRow, interrupted: boolean): Entry {
    const earlier = entries.get(build.id);
    // Its previous worker lost the lease: whatever it still sends is not this render's.
    if (earlier) drop(earlier);
    const ref = build.visual_version_id === null ? undefined : (versionRef.get(build.visual_version_id) as VersionRef | undefined);
    const pkg = ref ? packageMetaOf(d.db, ref.brand_id, ref.visual_id) : null;
    const entry: Entry = { owner, buildId: build.id, packageId: pkg?.id ?? null, assets: assetsOf(ref, build), abort: new AbortController(), wanted: deferred(), output: deferred(), onStage: null, done: Promise.resolve() };
    entries.set(build.id, entry);
    entry.done = runnerFor(owner)
      .run({ build, interrupted }, entry.abort.signal)
      .catch((error: unknown) => d.log.error({ err: error, buildId: build.id }, 'the render queue could not settle a render'))
      .finally(() => {
        if (entries.get(build.id) === entry) entries.delete(build.id);
      });
    return entry;
  }

  /** The worker's render here: the one it claimed, or (this server restarted since) adopted while its lease holds. */
  function entryFor(owner: string, buildId: number): Entry | null {
    const entry = entries.get(buildId);
    if (entry) return entry.owner === owner ? entry : null;
    const build = buildOf(buildId);
    return held(build, owner) ? start(owner, build, false) : null;
  }

  function claimed(build: VisualBuildRow, entry: Entry): ClaimedRender {
    const ref = build.visual_version_id === null ? undefined : (versionRef.get(build.visual_version_id) as VersionRef | undefined);
    return {
      build: { id: build.id, width: build.width, height: build.height, output_format: build.output_format, visual_version_id: build.visual_version_id, values_json: build.values_json },
      template: ref ?? null,
      package: ref ? packageMetaOf(d.db, ref.brand_id, ref.visual_id) : null,
      assets: entry.assets,
    };
  }

  async function settledAfter(entry: Entry): Promise<Settled> {
    await entry.done;
    return { id: entry.buildId, status: buildOf(entry.buildId)?.status ?? 'deleted' };
  }

  function expire(): void {
    for (const entry of [...entries.values()]) if (!held(buildOf(entry.buildId), entry.owner)) drop(entry);
  }

  return {
    async claim(owner, buildId) {
      const taken = runnerFor(owner).claimById(buildId);
      // Its job is done: a cancelled render queued again later (retry) must be sent again, not counted as waiting in Redis.
      if (!taken) unmark.run(buildId);
      if (!taken) return { notTaken: { message: 'The render is not takeable: settled, cancelled or held by another worker.', status: buildOf(buildId)?.status ?? null } };
      const entry = start(owner, taken.build, taken.interrupted);
      const wanted = await Promise.race([entry.wanted.promise.then(() => true), entry.done.then(() => false)]);
      if (wanted) return { claimed: claimed(taken.build, entry) };
      // Settled without rendering (its file was stored before a stop, too many attempts, no credits).
      return { notTaken: { message: 'The render was settled without rendering.', status: buildOf(buildId)?.status ?? null } };
    },

    packageFor(owner, fileId) {
      return [...entries.values()].some((e) => e.owner === owner && e.packageId === fileId) ? packageContent(d.db, fileId) : null;
    },

    assetFor(owner, fileId) {
      const chosen = [...entries.values()].some((e) => e.owner === owner && e.assets.some((a) => a.id === fileId));
      return chosen ? ((fileContent.get(fileId) as Buffer | undefined) ?? null) : null;
    },

    stage(owner, buildId, stage) {
      const entry = entryFor(owner, buildId);
      if (!entry) return false;
      entry.onStage?.(stage);
      return true;
    },

    renew(owner, buildIds) {
      const until = new Date(d.clock.now().getTime() + options.leaseMs).toISOString();
      return buildIds.filter((id) => entryFor(owner, id) !== null && renewOne.run(until, id, owner).changes > 0);
    },

    async deliver(owner, buildId, file, cut) {
      const entry = entryFor(owner, buildId);
      if (!entry) return null;
      // Synchronously, so the runner stops before the store sees the cut stream's error.
      const onCut = () => drop(entry);
      if (cut.aborted) onCut();
      cut.addEventListener('abort', onCut, { once: true });
      entry.output.resolve(file);
      try {
        return await settledAfter(entry);
      } finally {
        cut.removeEventListener('abort', onCut);
      }
    },

    async fail(owner, buildId, failure) {
      const entry = entryFor(owner, buildId);
      if (!entry) return null;
      // The runner settles a RenderError with its reason; anything else it logs and shows as the storage failure.
      entry.output.reject('internal' in failure ? new Error(`render worker ${owner}: ${failure.detail}`) : new RenderError(reasonFromWire(failure.code, failure.params) ?? { code: failure.code, params: {} }));
      return settledAfter(entry);
    },

    giveBack(owner) {
      for (const entry of [...entries.values()]) if (entry.owner === owner) drop(entry);
      runnerFor(owner).giveBack();
    },

    expire,

    get size() {
      return entries.size;
    },

    async close() {
      clearInterval(timer);
      const owners = new Set([...entries.values()].map((e) => e.owner));
      const pending = [...entries.values()].map((e) => e.done);
      for (const entry of [...entries.values()]) drop(entry);
      for (const owner of owners) runnerFor(owner).giveBack();
      await Promise.all(pending);
    },
  };
}
