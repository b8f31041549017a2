/**
 * Checks every HTML5 render's zip against the ad platforms' upload rules as its file is stored
 * (docs/template-packages.md "Ad platforms"), and keeps the verdicts on the build
 * (`visual_builds.platform_checks`). Measured on the stored bytes, the very zip a user downloads
 * and uploads to an ad server, whoever rendered it: the embedded queue, a render worker, the
 * simulated farm, a download that produced a missing file.
 *
 * A check that cannot be made (the file vanished meanwhile) leaves the build unchecked and is
 * logged: it never fails the render, whose file is fine.
 */
import type { Readable } from 'node:stream';
import type { Db } from '../db/database.ts';
import { inspectHtml5Zip } from '../../worker/contract/ad-platform-facts';
import type { OutputStore } from './output-store.ts';

const HTML5_ZIP = 'application/zip';

async function bytesOf(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function withAdPlatformChecks(store: OutputStore, db: Db, log: { error(details: object, message: string): void }): OutputStore {
  const save = db.prepare('UPDATE visual_builds SET platform_checks = ? WHERE id = ?');

  async function check(buildId: number): Promise<void> {
    const opened = await store.open(buildId);
    if (opened === null) return;
    const report = await inspectHtml5Zip(await bytesOf(opened.stream));
    save.run(JSON.stringify(report), buildId);
  }

  return {
    ...store,
    async put(buildId, file) {
      const stored = await store.put(buildId, file);
      // A replaced output (a render taken again) is checked again; a non-zip one has no verdict.
      save.run(null, buildId);
      if (stored.mime === HTML5_ZIP) await check(buildId).catch((error: unknown) => log.error({ err: error, buildId }, 'the ad platforms check of a render could not be made'));
      return stored;
    },
    async delete(buildId) {
      await store.delete(buildId);
      save.run(null, buildId);
    },
  };
}
