/** Short texts of a render shared by the list and the detail page. */
import type { VisualBuild } from '../../../worker/contract/creatives';

/** '300×250' */
export function dimensionsOf(build: Pick<VisualBuild, 'width' | 'height'>): string {
  return `${build.width}×${build.height}`;
}

/** 'HTML', 'PNG': formats are shown as their common abbreviation. */
export function formatOf(build: Pick<VisualBuild, 'outputFormat'>): string {
  return build.outputFormat.toUpperCase();
}
