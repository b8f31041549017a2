/**
 * What the API server and the render workers agree on for `RENDER_QUEUE=bullmq`: the queue's
 * name, a job's data (only the build's id: the row in the shared database is the truth) and its
 * id. The job id is derived from the build id, so a render is enqueued once however often it is
 * swept (BullMQ ignores an add whose job id exists); BullMQ refuses integer ids, hence the prefix.
 */
import type { ConnectionOptions } from 'bullmq';

export const RENDER_QUEUE_NAME = 'adcreative-renders';

export interface RenderJobData {
  readonly buildId: number;
}

export const renderJobId = (buildId: number): string => `build-${buildId}`;

/**
 * BullMQ's connection to `REDIS_URL` (BullMQ makes the ioredis clients and closes them with its
 * queue or worker). A worker's commands wait for Redis to come back (`maxRetriesPerRequest: null`,
 * as BullMQ requires); a producer's fail at once while Redis is away (no offline queue), so the
 * API server's sweep fails, is logged, and the next one enqueues instead of hanging — and the
 * server still stops.
 */
export function redisConnection(url: string, role: 'worker' | 'producer'): ConnectionOptions {
  return role === 'worker' ? { url, maxRetriesPerRequest: null } : { url, enableOfflineQueue: false };
}
