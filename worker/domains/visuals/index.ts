/**
 * Templates (My Templates): lists and records pages watch, and the template's writes. After a
 * write the watches that show the template refetch (records/stale); a created or revised one
 * answers its id. Someone else's write reaches them through the VisualUpdated live event (live.ts).
 */
import type { CommandResult } from '../../contract/commands';
import type { Visual } from '../../contract/creatives';
import type { VisualsListQuery } from './contract';
import { OK, type CommandContext } from '../../engine/commands/command-context';
import type { QueryDef } from '../../engine/live-queries/query-def';
import { callSpec, execute, run, type Outcome } from '../../engine/requests/execute';
import type { CommandHandlers } from '../domain';
import { defineDomain } from '../domain';
import { commandFailure } from '../command-failure';
import { visualsCalls } from './calls';
import { visualsLive, visualUpdates } from './live';
import { trackUpload } from '../uploads';

const visualFields = {
  fields: (x: Visual) => x as unknown as Readonly<Record<string, unknown>>,
  withFields: (x: Visual, fields: Readonly<Record<string, unknown>>): Visual => ({ ...x, ...fields }),
  typed: true,
} as const;

/** Whether a template belongs in a list view (search and tags are the server's: cannot tell). */
function matchesView(query: VisualsListQuery, visual: Visual): boolean | null {
  if (query.search || query.tag) return null;
  if (query.view === 'archived') return visual.archived;
  if (query.view === 'development') return !visual.archived && visual.inDevelopment;
  return !visual.archived;
}

const queries = {
  'visuals/list': {
    kind: 'visuals/list',
    shape: 'list',
    resource: () => 'visual',
    load: (rt, query, { brand, signal }) => execute(rt, callSpec(rt, visualsCalls.visualsList, query, { scope: 'brand', brand, signal, toast: 'except-not-found' })),
    matches: matchesView,
    ...visualFields,
  } satisfies QueryDef<'visuals/list', Visual>,
  'visuals/get': {
    kind: 'visuals/get',
    shape: 'record',
    resource: () => 'visual',
    load: (rt, query, { brand, signal }) => execute(rt, callSpec(rt, visualsCalls.visualGet, query.id, { scope: 'brand', brand, signal, toast: 'except-not-found' })),
    ...visualFields,
  } satisfies QueryDef<'visuals/get', Visual>,
};

/** Runs a write; on success every watch of that template (and the lists: null) refetches. */
async function write<T>(ctx: CommandContext, outcome: Promise<Outcome<T>>, stale: string | null, result: (value: T) => CommandResult = () => OK): Promise<CommandResult> {
  const done = await outcome;
  if (!done.ok) return commandFailure(done);
  ctx.emit({ event: { type: 'records/stale', resource: 'visual', id: stale }, source: 'command', brand: ctx.state().brand.identifier });
  if (stale !== null) ctx.emit({ event: { type: 'records/stale', resource: 'visual', id: null }, source: 'command', brand: ctx.state().brand.identifier });
  return result(done.value);
}

const commands = {
  'visuals/create': (ctx, c) =>
    write(
      ctx,
      trackUpload(ctx, c.upload, (progress) =>
        run(ctx, callSpec(ctx, visualsCalls.visualCreate, { form: c.form, package: c.package, packageName: c.packageName, ...(c.progress ? { progress: c.progress } : {}) }, { scope: 'brand', ...progress })),
      ),
      null,
      (v) => ({ ok: true, id: v.id }),
    ),
  'visuals/update': (ctx, c) =>
    write(ctx, trackUpload(ctx, c.upload, (progress) => run(ctx, callSpec(ctx, visualsCalls.visualUpdate, { id: c.id, form: c.form, package: c.package, packageName: c.packageName }, { scope: 'brand', ...progress }))), c.id),
  'visuals/action': (ctx, { id, action }) => {
    const spec = { scope: 'brand' } as const;
    switch (action) {
      case 'unpublish':
        return write(ctx, run(ctx, callSpec(ctx, visualsCalls.visualUnpublish, id, spec)), id);
      case 'publish':
        return write(ctx, run(ctx, callSpec(ctx, visualsCalls.visualPublish, id, spec)), id);
      case 'archive':
        return write(ctx, run(ctx, callSpec(ctx, visualsCalls.visualDelete, { id, force: false }, spec)), id);
      case 'force-delete':
        return write(ctx, run(ctx, callSpec(ctx, visualsCalls.visualDelete, { id, force: true }, spec)), id);
      case 'restore':
        return write(ctx, run(ctx, callSpec(ctx, visualsCalls.visualRestore, id, spec)), id);
      case 'revise':
        return write(ctx, run(ctx, callSpec(ctx, visualsCalls.visualRevise, id, spec)), id, (version) => ({ ok: true, id: version.id }));
    }
  },
} satisfies CommandHandlers;

export const visualsDomain = defineDomain({ calls: visualsCalls, queries, commands, live: visualsLive, patchers: [visualUpdates] });
