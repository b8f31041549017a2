/** Generic resources: lists, records, metas and labels that pages watch, and their writes. */
import { defineDomain } from '../domain';
import { resourceCalls } from './calls';
import { resourceCommands } from './commands';
import { labelUpkeep } from './label-upkeep';
import { resourceQueries } from './queries';

export const resourcesDomain = defineDomain({
  calls: resourceCalls,
  queries: resourceQueries,
  commands: resourceCommands,
  effects: [labelUpkeep],
  // Written by commands of any domain (a write's answer, a deletion; the dispatcher's
  // `queries/invalidated` after a write); engine/live-queries applies them to the watches.
  signals: ['records/changed', 'records/removed', 'queries/invalidated'],
});
export { resourceCalls };
