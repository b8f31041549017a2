/** Generic resources: lists and records that pages watch (engine/live-queries). */
import { defineDomain } from '../domain';
import { resourceCalls } from './calls';

export const resourcesDomain = defineDomain({ calls: resourceCalls });
export { resourceCalls };
