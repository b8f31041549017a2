/**
 * A render worker's calls to the API server (worker-protocol.ts), each with a deadline: the
 * worker's bearer token and lease owner on every one. A 409 (the render is not this worker's any
 * more) answers null; any other failure throws a WorkerApiError naming the call, and the job is
 * left to the lease: the dispatcher sends the render again once it runs out.
 */
import { Readable } from 'node:stream';
import type { OutputFile } from '../outputs/output-store.ts';
import type { RenderStage } from '../../worker/contract/render-stages';
import { type ClaimedRender, type Failure, FILENAME_HEADER, type HelloAnswer, MIME_HEADER, OWNER_HEADER, type Settled, workerPaths } from './worker-protocol.ts';

export class WorkerApiError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message);
  }
}

export interface WorkerClient {
  readonly owner: string;
  readonly apiUrl: string;
  hello(): Promise<HelloAnswer>;
  /** null: not takeable (settled, cancelled, held by another worker, or settled at once). */
  claim(buildId: number): Promise<ClaimedRender | null>;
  packageBytes(fileId: number): Promise<Buffer>;
  /** An asset-library image one of this worker's renders chooses (ClaimedRender `assets`). */
  assetBytes(fileId: number): Promise<Buffer>;
  stage(buildId: number, stage: Exclude<RenderStage, 'store'>): Promise<boolean>;
  /** The ids among these whose leases are still this worker's. */
  renew(buildIds: readonly number[]): Promise<number[]>;
  deliver(buildId: number, file: OutputFile, signal: AbortSignal): Promise<Settled | null>;
  fail(buildId: number, failure: Failure): Promise<Settled | null>;
  giveBack(timeoutMs?: number): Promise<void>;
}

export interface WorkerClientOptions {
  readonly apiUrl: string;
  readonly token: string;
  readonly owner: string;
  /** Deadline of a call (an upload's: ten times as long). */
  readonly timeoutMs?: number;
}

export function createWorkerClient(options: WorkerClientOptions): WorkerClient {
  const base = options.apiUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 30_000;
  const headers = { authorization: `Bearer ${options.token}`, [OWNER_HEADER]: options.owner };

  async function call(what: string, path: string, init: RequestInit & { duplex?: 'half' } = {}, deadlineMs = timeoutMs): Promise<Response | null> {
    const signal = init.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(deadlineMs)]) : AbortSignal.timeout(deadlineMs);
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { ...init, headers: { ...headers, ...(init.headers as Record<string, string> | undefined) }, signal });
    } catch (error) {
      throw new WorkerApiError(null, `${what}: the API server at ${base} did not answer (${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message})`);
    }
    if (response.status === 409) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      let message = text;
      try {
        message = (JSON.parse(text) as { message?: string }).message ?? text;
      } catch {
        // not JSON: the text itself
      }
      throw new WorkerApiError(response.status, `${what}: the API server answered ${response.status} ${message}`.trim());
    }
    return response;
  }

  const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  return {
    owner: options.owner,
    apiUrl: base,
    async hello() {
      return (await (await call('hello', workerPaths.hello))!.json()) as HelloAnswer;
    },
    async claim(buildId) {
      const response = await call('claim', workerPaths.claim(buildId), json({}));
      return response ? ((await response.json()) as { data: ClaimedRender }).data : null;
    },
    async packageBytes(fileId) {
      const response = await call('package', workerPaths.package(fileId), {}, timeoutMs * 4);
      if (!response) throw new WorkerApiError(409, `package ${fileId}: not this worker's`);
      return Buffer.from(await response.arrayBuffer());
    },
    async assetBytes(fileId) {
      const response = await call('asset', workerPaths.asset(fileId), {}, timeoutMs * 4);
      if (!response) throw new WorkerApiError(409, `asset ${fileId}: not this worker's`);
      return Buffer.from(await response.arrayBuffer());
    },
    async stage(buildId, stage) {
      return (await call('stage', workerPaths.stage(buildId), json({ stage }))) !== null;
    },
    async renew(buildIds) {
      if (buildIds.length === 0) return [];
      const response = await call('renew', workerPaths.renew, json({ ids: buildIds }));
      return response ? ((await response.json()) as { data: { held: number[] } }).data.held : [];
    },
    async deliver(buildId, file, signal) {
      const body = 'bytes' in file ? file.bytes : (Readable.toWeb(file.stream) as ReadableStream<Uint8Array>);
      const response = await call(
        'output',
        workerPaths.output(buildId),
        {
          method: 'PUT',
          headers: { 'content-type': 'application/octet-stream', [FILENAME_HEADER]: file.filename, [MIME_HEADER]: file.mime },
          body,
          signal,
          // A stream body is sent as it is made (an HTML5 zip is written while it is uploaded).
          ...('bytes' in file ? {} : { duplex: 'half' as const }),
        },
        timeoutMs * 10,
      );
      return response ? ((await response.json()) as { data: Settled }).data : null;
    },
    async fail(buildId, failure) {
      const body = 'internal' in failure ? { internal: true, detail: failure.detail.slice(0, 2000) } : failure;
      const response = await call('failure', workerPaths.failure(buildId), json(body));
      return response ? ((await response.json()) as { data: Settled }).data : null;
    },
    async giveBack(deadlineMs = timeoutMs) {
      await call('give-back', workerPaths.giveBack, json({}), deadlineMs);
    },
  };
}
