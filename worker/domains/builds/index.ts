/**
 * Builds (renders): the header's running-renders widget (widget.ts), the live queue pages watch
 * (lists, one render, the report), and starting and downloading renders.
 *
 *   builds/start ─▶ POST visual-build ─▶ records/changed per render (inserted at once where a
 *                   watched list matches; the VisualBuildCreated events that follow find them there)
 *   builds/retry, builds/cancel, builds/rerender ─▶ POST visual-build/{id}/{action} ─▶ records/changed
 *                   with the render it answers (a rerender's is new: inserted where a list matches)
 *   builds/download, builds/download-zip ─▶ the file, named by the server (Content-Disposition),
 *                   else the URL's last segment, else a timestamped export name
 */
import type { CommandResult } from '../../contract/commands';
import { ZIP_MAX_IDS } from '../../contract/limits';
import type { VisualBuild } from '../../contract/creatives';
import type { QueryResults } from '../../contract/queries';
import type { BuildsListQuery } from './contract';
import type { CommandContext } from '../../engine/commands/command-context';
import { defineWrite } from '../../engine/commands/write-command';
import type { QueryDef } from '../../engine/live-queries/query-def';
import { recordKey } from '../../engine/live-queries/query-keys';
import { callSpec, execute, run } from '../../engine/requests/execute';
import { pathOf } from '../../ports/http/call';
import { bare } from '../../ports/http/content-disposition';
import type { FileAnswer } from '../../ports/http/http-client';
import { commandFailure } from '../../engine/commands/command-failure';
import { defineDomain, type CommandHandlers } from '../domain';
import { buildsCalls } from './calls';
import { buildsLive, buildsPatchers } from './live';
import { buildsSlice, widgetCalls, widgetLoad, widgetRefresh } from './widget';


const buildFields = {
  fields: (b: VisualBuild) => b as unknown as Readonly<Record<string, unknown>>,
  withFields: (b: VisualBuild, fields: Readonly<Record<string, unknown>>): VisualBuild => ({ ...b, ...fields }),
  typed: true,
} as const;

function matchesFilter(query: BuildsListQuery, build: VisualBuild): boolean {
  const { status, visualId, versionId } = query.filter;
  return (status === undefined || build.status === status) && (visualId === undefined || build.visualId === visualId) && (versionId === undefined || build.versionId === versionId);
}

const queries = {
  'builds/list': {
    kind: 'builds/list',
    shape: 'list',
    resource: () => 'visual-build',
    load: (rt, query, { brand, signal }) => execute(rt, callSpec(rt, buildsCalls.buildsList, query, { scope: 'brand', brand, signal, toast: 'except-not-found' })),
    loadIds: async (rt, _query, ids, { brand, signal }) => {
      const outcome = await execute(rt, callSpec(rt, buildsCalls.buildsByIds, ids, { scope: 'brand', brand, signal, toast: 'never' }));
      return outcome.ok ? { ...outcome, value: outcome.value.items } : outcome;
    },
    matches: matchesFilter,
    // The server lists renders newest first (`ORDER BY id DESC`): a render fetched by id goes there.
    order: (a, b) => Number(b.id) - Number(a.id),
    groupBy: 'status',
    progressField: 'progress',
    ...buildFields,
  } satisfies QueryDef<'builds/list', VisualBuild>,
  'builds/get': {
    kind: 'builds/get',
    shape: 'record',
    resource: () => 'visual-build',
    load: (rt, query, { brand, signal }) => execute(rt, callSpec(rt, buildsCalls.buildGet, query.id, { scope: 'brand', brand, signal, toast: 'except-not-found' })),
    progressField: 'progress',
    ...buildFields,
  } satisfies QueryDef<'builds/get', VisualBuild>,
  // The report is one record of counts: any render event makes it stale (refetched under the
  // 1 s window, so a render storm costs one report request per second).
  'builds/report': {
    kind: 'builds/report',
    shape: 'record',
    resource: () => 'visual-build-report',
    load: (rt, query, { brand, signal }) => execute(rt, callSpec(rt, buildsCalls.buildsReport, query, { scope: 'brand', brand, signal, toast: 'except-not-found' })),
    fields: () => ({}),
    withFields: (report) => report,
    typed: false,
  } satisfies QueryDef<'builds/report', QueryResults['builds/report']>,
};

/** The file of a download, named as spec section 7 says. */
function fileResult(answer: FileAnswer, fallback: string): CommandResult {
  return { ok: true, file: { blob: answer.blob, name: answer.filename ?? fallback } };
}

/** `renders-2026-11-23-14-05-09.zip`: the export name when the server names no file. */
function exportName(ctx: CommandContext): string {
  const stamp = new Date(ctx.ports.clock.now()).toISOString().slice(0, 19).replace(/[:T]/g, '-');
  return `renders-${stamp}.zip`;
}

/** One render's action; the changed (or, for rerender, new) render goes into every watched list at once. */
async function buildAction(ctx: CommandContext, id: string, action: 'retry' | 'cancel' | 'rerender', values?: Readonly<Record<string, string>>): Promise<CommandResult> {
  const done = await run(ctx, callSpec(ctx, buildsCalls.buildAction, { id, action, ...(values ? { values } : {}) }, { scope: 'brand' }));
  if (!done.ok) return commandFailure(done);
  ctx.emit({ event: { type: 'records/changed', resource: 'visual-build', id: done.value.id, record: done.value }, source: 'command', brand: ctx.state().brand.identifier });
  return { ok: true, id: done.value.id };
}

const commands = {
  'builds/start': defineWrite({
    // No toast: the Start renders dialog shows a refusal (not enough credits, a version that
    // cannot render, a value refused beside its input, a failed request) inside itself, once; a
    // toast would say it a second time. A 401 still ends the session (failure-events.ts).
    write: async (ctx, { versionId, sizes, outputFormat, values }) => {
      const done = await run(ctx, callSpec(ctx, buildsCalls.buildsStart, { versionId, sizes, outputFormat, ...(values ? { values } : {}) }, { scope: 'brand', toast: 'never' }));
      if (!done.ok) return done;
      const brand = ctx.state().brand.identifier;
      // Oldest first: each goes on top of the lists it matches, so the newest ends up first.
      const oldestFirst = [...done.value].sort((a, b) => Number(a.id) - Number(b.id));
      for (const build of oldestFirst) ctx.emit({ event: { type: 'records/changed', resource: 'visual-build', id: build.id, record: build }, source: 'command', brand });
      return done;
    },
    // The version's page shows its renders' summary.
    invalidates: ({ versionId }) => [recordKey('visual-version', versionId)],
    answer: (builds) => ({ ok: true, ids: builds.map((b) => b.id) }),
  }),
  'builds/retry': (ctx, { id }) => buildAction(ctx, id, 'retry'),
  'builds/cancel': (ctx, { id }) => buildAction(ctx, id, 'cancel'),
  'builds/rerender': (ctx, { id, values }) => buildAction(ctx, id, 'rerender', values),
  async 'builds/download'(ctx, { id }) {
    const done = await run(ctx, callSpec(ctx, buildsCalls.buildDownload, id, { scope: 'brand' }));
    // Saved under the given name, else the last segment of the download URL.
    return done.ok ? fileResult(done.value, bare(pathOf(buildsCalls.buildDownload, id)) ?? `render-${id}`) : commandFailure(done);
  },
  async 'builds/download-zip'(ctx, { ids }) {
    if (ids.length === 0 || ids.length > ZIP_MAX_IDS) return { ok: false, error: 'RENDERS.ZIP_LIMIT' };
    const done = await run(ctx, callSpec(ctx, buildsCalls.buildsDownloadZip, ids, { scope: 'brand' }));
    return done.ok ? fileResult(done.value, exportName(ctx)) : commandFailure(done);
  },
} satisfies CommandHandlers;

export const buildsDomain = defineDomain({
  slice: buildsSlice,
  calls: { ...widgetCalls, ...buildsCalls },
  live: buildsLive,
  effects: [widgetRefresh],
  onBrandReady: (rt, brand) => {
    const spec = widgetLoad(rt, brand);
    return spec === null ? null : execute(rt, spec);
  },
  queries,
  commands,
  patchers: buildsPatchers,
});
