/**
 * What a render worker on another machine and the API server say to each other over HTTP
 * (`RENDER_QUEUE=bullmq`; docs/template-packages.md "The render queue"). The worker needs only
 * Redis (which render to take next: a job naming a build) and the API server's URL; the API server
 * is the only writer of its database and its outputs.
 *
 *   worker                                       API server
 *   job {buildId} from Redis
 *   POST renders/{id}/claim ───────────────────► claims it under the worker's lease (render-runner.ts)
 *        ◄─── the render (size, format, values), its template and package id, or 409 (not takeable)
 *   GET  packages/{fileId}  (when not cached) ──► the stored package zip
 *   GET  assets/{fileId}  (each render) ───────► an asset-library image its values choose (`asset:{id}`)
 *   POST renders/{id}/stage {stage} ───────────► stage and progress on the render, announced live; lease renewed
 *   POST leases/renew {ids} (every renewMs) ───► leases renewed; answers the ids still held (a
 *                                                render not among them was cancelled or lost: stop it)
 *   PUT  renders/{id}/output (the file, streamed) ► stored (temporary file, renamed) and settled once
 *   POST renders/{id}/failure {code, params} ──► settled as failed with the reason
 *   POST leases/give-back {ids} (on stop) ─────► given back, not counted: sent to another worker at once
 *
 * Every call carries `Authorization: Bearer <RENDER_WORKER_TOKEN>` (a shared secret, never a
 * user's session) and the worker's lease owner (`X-Render-Worker`); the API answers only for renders
 * that owner holds. Paths are outside `/server/`, where session and CSRF rules apply (as
 * `/feed-api/`: a machine's bearer token is its whole authority).
 */
import * as v from 'valibot';
import type { RenderStage } from '../../worker/contract/render-stages';
import type { VersionRef } from '../render/renderer.ts';

export const WORKER_API = '/render-worker-api/v1';
export const OWNER_HEADER = 'x-render-worker';
/** The output's file name and type travel in headers: the body is the file itself. */
export const FILENAME_HEADER = 'x-output-filename';
export const MIME_HEADER = 'x-output-mime';

export const workerPaths = {
  hello: `${WORKER_API}/hello`,
  claim: (buildId: number) => `${WORKER_API}/renders/${buildId}/claim`,
  stage: (buildId: number) => `${WORKER_API}/renders/${buildId}/stage`,
  output: (buildId: number) => `${WORKER_API}/renders/${buildId}/output`,
  failure: (buildId: number) => `${WORKER_API}/renders/${buildId}/failure`,
  package: (fileId: number) => `${WORKER_API}/packages/${fileId}`,
  asset: (fileId: number) => `${WORKER_API}/assets/${fileId}`,
  renew: `${WORKER_API}/leases/renew`,
  giveBack: `${WORKER_API}/leases/give-back`,
} as const;

/** `host:pid:random` (render-runner.ts newLeaseOwner): printable, bounded. */
export const OWNER_PATTERN = /^[\w.:@-]{1,200}$/;

/** GET hello: the API server's lease rules, and a check of the URL and token at the worker's start. */
export interface HelloAnswer {
  readonly leaseMs: number;
  /** How often the worker renews the leases of its renders (well under leaseMs). */
  readonly renewMs: number;
  /** The largest output the API server takes. */
  readonly maxOutputBytes: number;
  /**
   * The watchdog's limits the worker's renderer keeps (docs/template-packages.md "The watchdog"): a
   * PNG/JPEG page's deadline and a renderer's memory ceiling, the API server's settings, so a farm
   * has one. Absent from an API server before them: the worker's defaults.
   */
  readonly renderLimits?: { readonly imageDeadlineMs: number; readonly memoryMib: number };
}

/** POST claim, 200: what the worker renders. */
export interface ClaimedRender {
  readonly build: {
    readonly id: number;
    readonly width: number;
    readonly height: number;
    readonly output_format: string;
    readonly visual_version_id: number | null;
    readonly values_json: string | null;
  };
  /** null when the version no longer exists (the render then fails with the renderer's reason). */
  readonly template: VersionRef | null;
  /** The template's stored package, fetched from packages/{id} unless the worker has it; null when it has none. */
  readonly package: { readonly id: number; readonly name: string; readonly size: number } | null;
  /**
   * The files of the render's brand's asset library that its values choose (`asset:{id}`, the
   * template's values and the render's own), fetched from assets/{id}: the worker has no database
   * to look them up in. A value naming a file not listed is one the brand does not have (the
   * render fails with the shared rule's reason, as it would on the API server).
   */
  readonly assets: readonly { readonly id: number; readonly size: number }[];
}

/** POST claim, 409: the render is not this worker's to render (settled, cancelled, held by another lease, or settled at once). */
export interface NotTaken {
  readonly message: string;
  readonly status: string | null;
}

/** PUT output / POST failure, 200: how the render was settled (`rendering` when it was no longer this worker's). */
export interface Settled {
  readonly id: number;
  readonly status: string;
}

export const STAGES_REPORTED = ['unpack', 'fill', 'render', 'encode'] as const satisfies readonly RenderStage[];
export const StageBody = v.object({ stage: v.picklist(STAGES_REPORTED) });

/**
 * POST failure: the template's failure as its reason (worker/contract/render-reasons.ts: a code and
 * its parameters, shown to the user in their language); or `internal`, the worker's own failure
 * (its `detail` is logged by the API server, and the render shows the storage failure).
 */
export const FailureBody = v.union([
  v.object({
    code: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{0,63}$/)),
    params: v.optional(v.pipe(v.record(v.pipe(v.string(), v.maxLength(64)), v.union([v.pipe(v.string(), v.maxLength(1000)), v.number()])), v.check((p) => Object.keys(p).length <= 10, 'At most 10 parameters.')), {}),
  }),
  v.object({ internal: v.literal(true), detail: v.pipe(v.string(), v.maxLength(2000)) }),
]);
export type Failure = v.InferOutput<typeof FailureBody>;

export const LeasesBody = v.object({ ids: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(1000)) });
