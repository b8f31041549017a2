/**
 * The resizes page's figures: each template size with the number of renders made in it, and the
 * version renders of a size are started from (the newest one that can render).
 */
import type { VersionSummary, VisualBuild, VisualSize } from '../../../../worker/contract/creatives';
import { canRender } from '../../../../worker/contract/version-actions';
import { sizeKey } from '../renders/render-rules';

export interface SizeRow {
  readonly size: VisualSize;
  readonly key: string;
  readonly renders: number;
}

/** Sizes in the template's order, each with how many of `builds` have exactly that size. */
export function sizeRows(sizes: readonly VisualSize[], builds: readonly Pick<VisualBuild, 'width' | 'height'>[]): readonly SizeRow[] {
  const counts = new Map<string, number>();
  for (const build of builds) counts.set(sizeKey(build), (counts.get(sizeKey(build)) ?? 0) + 1);
  return sizes.map((size) => ({ size, key: sizeKey(size), renders: counts.get(sizeKey(size)) ?? 0 }));
}

/** The newest version renders can start from, or null when none can (all drafts, erased, archived). */
export function renderableVersion(versions: readonly VersionSummary[]): VersionSummary | null {
  let best: VersionSummary | null = null;
  for (const version of versions) if (canRender(version.status) && (best === null || version.number > best.number)) best = version;
  return best;
}
