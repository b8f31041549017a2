/**
 * The files of finished builds: one as a download, several as a zip, and one inline for the
 * tester page's sandboxed iframe. Only finished builds have an output; when there is none the
 * answer is JSON `{ message }` with 404, so the client can show the server's words.
 *
 * Every answer streams the stored file (s.outputs, server/outputs/): nothing is rendered or
 * held in memory here, so a download never blocks the event loop. A finished build whose file
 * is not stored yet has it produced first, off the loop. The zip is streamed as it is built.
 *
 *   GET visual-build/{id}/download   attachment; filename="{visual}-v{n}-{w}x{h}-{id}.{zip|png|jpg}" (zip: the HTML5 package)
 *   GET visual-build/download?visual_build_ids[]=…   (1–999 ids) attachment; filename="{brand}-visual-builds-{timestamp}.zip"
 *       (the ids read as worker/contract/laravel-query.ts says, in a URL of up to 64 KiB: http/request-head.ts)
 *   GET visual-build/{id}/output     inline (an HTML5 render as its page, files inlined), Content-Security-Policy: sandbox allow-scripts; frame-ancestors 'self'
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { queryArray } from '../../worker/contract/laravel-query';
import type { VisualBuildRow } from '../db/rows.ts';
import { brandContext } from '../http/context.ts';
import { inlineOutput } from '../farm/output.ts';
import { HttpError, modelNotFound } from '../http/errors.ts';
import { sendInlineFrame } from '../http/inline-frame.ts';
import { routeId } from '../http/params.ts';
import { intLike, validate } from '../http/validate.ts';
import { type ZipEntry, zipStream } from '../http/zip.ts';
import type { Services } from '../services.ts';
import { findBuild, recordBrandContext } from './creative-lookup.ts';
import { ZIP_MAX_IDS } from '../../worker/contract/limits';


const DownloadQuery = v.object({
  visual_build_ids: v.pipe(
    v.array(intLike(1)),
    v.minLength(1, 'The visual build ids field is required.'),
    v.maxLength(ZIP_MAX_IDS, `The visual build ids field must not have more than ${ZIP_MAX_IDS} items.`),
  ),
});

const stamp = (d: Date) => d.toISOString().slice(0, 19).replace(/[:T]/g, '-');
const notAvailable = (build: VisualBuildRow) =>
  new HttpError(404, build.status === 'failed' ? `Render ${build.id} failed, so it has no file.` : `Render ${build.id} is not finished yet (${build.status}), so it has no file.`);

export function registerVisualBuildFileRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;

  /** The zip's entries, each opened when the zip is ready for it; the next one is produced meanwhile if missing. */
  async function* entries(builds: readonly VisualBuildRow[]): AsyncGenerator<ZipEntry> {
    for (const [i, build] of builds.entries()) {
      const next = builds[i + 1];
      if (next) s.outputs.prepare(next);
      const out = await s.outputs.open(build);
      yield { name: out.filename, mime: out.mime, stream: out.stream };
    }
  }

  app.get('/server/api/v1/visual-build/:id/download', async (request, reply) => {
    const ctx = brandContext(db, request);
    const build = findBuild(db, ctx.brand.id, routeId(request.params, 'VisualBuild'));
    if (build.status !== 'finished') throw notAvailable(build);
    const out = await s.outputs.open(build);
    return reply
      .header('content-type', out.mime)
      .header('content-length', out.size)
      .header('content-disposition', `attachment; filename="${out.filename}"`)
      .header('cache-control', 'private, no-cache')
      .send(out.stream);
  });

  app.get('/server/api/v1/visual-build/download', async (request, reply) => {
    const ctx = brandContext(db, request);
    const { visual_build_ids: ids } = validate(DownloadQuery, { visual_build_ids: queryArray(request.query as Record<string, unknown>, 'visual_build_ids') ?? [] });
    const marks = ids.map(() => '?').join(', ');
    const builds = db.prepare(`SELECT * FROM visual_builds WHERE brand_id = ? AND status = 'finished' AND id IN (${marks}) ORDER BY id`).all(ctx.brand.id, ...ids) as VisualBuildRow[];
    if (builds.length === 0) throw new HttpError(404, 'None of the selected renders is finished, so there is nothing to download.');
    const filename = `${ctx.brand.identifier}-visual-builds-${stamp(s.clock.now())}.zip`;
    return reply.header('content-type', 'application/zip').header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'private, no-cache').send(zipStream(entries(builds)));
  });

  app.get('/server/api/v1/visual-build/:id/output', async (request, reply) => {
    const id = routeId(request.params, 'VisualBuild');
    const row = db.prepare('SELECT * FROM visual_builds WHERE id = ?').get(id) as VisualBuildRow | undefined;
    recordBrandContext(db, request, row?.brand_id, () => modelNotFound('VisualBuild', id));
    const build = row!;
    if (build.status !== 'finished') throw notAvailable(build);
    const out = await inlineOutput(await s.outputs.open(build));
    return sendInlineFrame(reply.header('content-length', out.size), out);
  });
}
