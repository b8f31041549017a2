/**
 * The feeds domain's contract: product feeds (docs/feeds.md): the entities, queries and commands
 * of contract/feeds.ts. Pure (worker/domains/contract-kit.ts): the server, the worker and, for
 * types, the page import it.
 */
import type { FeedsCommand, FeedsQuery, FeedsQueryResults } from '../../contract/feeds';
import { defineContract } from '../contract-kit';



/** What the feeds domain adds to the protocol (worker/domains/contracts.ts unions every domain's). */
export const feedsContract = defineContract<{
  readonly commands: FeedsCommand;
  readonly queries: FeedsQuery;
  readonly results: FeedsQueryResults;
}>()();
