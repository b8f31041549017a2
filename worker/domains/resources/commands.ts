/**
 * The generic writes (spec section 7: POST {resource}, PUT {resource}/{id}). The result carries
 * the record the server answered, or the 422's field errors (command-failure.ts). On success the
 * label cache learns the record and `records/changed` reaches every watch of the resource at
 * once: its lists, its record pages and its meta refetch.
 */
import type { CommandResult } from '../../contract/commands';
import type { ResourceName, ResourceRecord } from './contract';
import type { CommandContext } from '../../engine/commands/command-context';
import { callSpec, run, type Outcome } from '../../engine/requests/execute';
import { commandFailure } from '../../engine/commands/command-failure';
import type { CommandHandlers } from '../domain';
import { resourceCalls } from './calls';
import { labelCacheOf } from './label-cache';

/** `brand`: the one in scope when the write started (a switch meanwhile drops the event). */
function written(ctx: CommandContext, resource: ResourceName, brand: string | null, outcome: Outcome<ResourceRecord>): CommandResult {
  if (!outcome.ok) return commandFailure(outcome);
  const record = outcome.value;
  labelCacheOf(ctx).learn(brand, resource, [record]);
  ctx.emit({ event: { type: 'records/changed', resource, id: record.id, record }, source: 'command', brand });
  return { ok: true, id: record.id, record };
}

export const resourceCommands = {
  'resource/create': async (ctx, { resource, fields }) => {
    const brand = ctx.state().brand.identifier;
    return written(ctx, resource, brand, await run(ctx, callSpec(ctx, resourceCalls.resourceCreate, { resource, fields }, { scope: 'brand', brand })));
  },
  'resource/update': async (ctx, { resource, id, fields }) => {
    const brand = ctx.state().brand.identifier;
    return written(ctx, resource, brand, await run(ctx, callSpec(ctx, resourceCalls.resourceUpdate, { resource, id, fields }, { scope: 'brand', brand })));
  },
} satisfies CommandHandlers;
