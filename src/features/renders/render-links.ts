/** Where a render's template, version and detail live (route names of route-table.ts). */
import type { VisualBuild } from '../../../worker/contract/creatives';
import type { RouteParams } from '../../shell/routes/route-types';

type PathFor = (routeName: string, params?: RouteParams) => string;

/** The render's own page. */
export function renderPath(pathFor: PathFor, id: string): string {
  return pathFor('brand-builds-visualBuildId', { visualBuildId: id });
}

/** The template's page; null when the render no longer knows its template. */
export function templatePath(pathFor: PathFor, render: Pick<VisualBuild, 'visualId'>): string | null {
  return render.visualId === null ? null : pathFor('brand-visuals-visualId', { visualId: render.visualId });
}

export function versionPath(pathFor: PathFor, render: Pick<VisualBuild, 'visualId' | 'versionId'>): string | null {
  return render.visualId === null ? null : pathFor('brand-visuals-visualId-version-visualVersionId', { visualId: render.visualId, visualVersionId: render.versionId });
}
