/**
 * Templates (My Templates): lists and records pages watch, and the template's writes. A write
 * invalidates ['visual']: every template watch refetches; a created or revised one
 * answers its id. Someone else's write reaches them through the VisualUpdated live event (live.ts).
 */
import type { Command, CommandResult } from '../../contract/commands';
import type { Visual } from '../../contract/creatives';
import type { VisualsListQuery } from './contract';
import { OK, type CommandContext } from '../../engine/commands/command-context';
import { defineWrite, type WriteCommand } from '../../engine/commands/write-command';
import type { QueryDef } from '../../engine/live-queries/query-def';
import { resourceKey } from '../../engine/live-queries/query-keys';
import { callSpec, execute, run, type Outcome } from '../../engine/requests/execute';
import type { CommandHandlers } from '../domain';
import { defineDomain } from '../domain';
import { visualsCalls } from './calls';
import { visualsLive, visualsPatchers } from './live';
import { trackUpload } from '../uploads';
import { commandFailure } from '../../engine/commands/command-failure';

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

/**
 * A template write; on success every template watch refetches (['visual']: the template's own
 * and the lists, whose filters, tags and newest version are the server's to say).
 */
function write<C extends Command, T>(send: (ctx: CommandContext, command: C) => Promise<Outcome<T>>, answer?: (value: T) => CommandResult): WriteCommand<C, T> {
  return defineWrite({ write: send, invalidates: () => [resourceKey('visual')], ...(answer ? { answer } : {}) });
}

const commands = {
  'visuals/create': write(
    (ctx, c) =>
      trackUpload(ctx, c.upload, (progress) =>
        run(
          ctx,
          callSpec(ctx, visualsCalls.visualCreate, { form: c.form, package: c.package, packageName: c.packageName, ...(c.progress ? { progress: c.progress } : {}), ...(c.values ? { values: c.values } : {}) }, { scope: 'brand', ...progress }),
        ),
      ),
    (v) => ({ ok: true, id: v.id }),
  ),
  'visuals/update': write((ctx, c) =>
    trackUpload(ctx, c.upload, (progress) => run(ctx, callSpec(ctx, visualsCalls.visualUpdate, { id: c.id, form: c.form, package: c.package, packageName: c.packageName }, { scope: 'brand', ...progress }))),
  ),
  // Quiet: a refused value is shown beside its input (fieldErrors), not as toasts.
  'visuals/save-values': write((ctx, c) => run(ctx, callSpec(ctx, visualsCalls.visualSaveValues, { id: c.id, values: c.values }, { scope: 'brand', toast: 'never' }))),
  async 'visuals/package'(ctx, { id }) {
    const done = await run(ctx, callSpec(ctx, visualsCalls.visualPackage, id, { scope: 'brand', toast: 'never' }));
    return done.ok ? { ok: true, file: { blob: done.value.blob, name: done.value.filename ?? `template-${id}.zip` } } : commandFailure(done);
  },
  'visuals/action': defineWrite({
    write: (ctx, { id, action }): Promise<Outcome<unknown>> => {
      const spec = { scope: 'brand' } as const;
      switch (action) {
        case 'unpublish':
          return run(ctx, callSpec(ctx, visualsCalls.visualUnpublish, id, spec));
        case 'publish':
          return run(ctx, callSpec(ctx, visualsCalls.visualPublish, id, spec));
        case 'archive':
          return run(ctx, callSpec(ctx, visualsCalls.visualDelete, { id, force: false }, spec));
        case 'force-delete':
          return run(ctx, callSpec(ctx, visualsCalls.visualDelete, { id, force: true }, spec));
        case 'restore':
          return run(ctx, callSpec(ctx, visualsCalls.visualRestore, id, spec));
        case 'revise':
          return run(ctx, callSpec(ctx, visualsCalls.visualRevise, id, spec));
      }
    },
    invalidates: () => [resourceKey('visual')],
    // A revision answers the new version.
    answer: (value, { action }) => (action === 'revise' ? { ok: true, id: (value as { readonly id: string }).id } : OK),
  }),
} satisfies CommandHandlers;

export const visualsDomain = defineDomain({ calls: visualsCalls, queries, commands, live: visualsLive, patchers: visualsPatchers });
