/** Where a render's template, version and detail live (route names of route-table.ts). */
import type { VisualBuild } from '../../../worker/contract/creatives';
import type { RouteParams } from '../../shell/routes/route-types';

type PathFor = (routeName: string, params?: RouteParams) => string;

export function buildPath(pathFor: PathFor, id: string): string {
  return pathFor('brand-builds-visualBuildId', { visualBuildId: id });
}

/** The template's page; null when the render no longer knows its template. */
export function templatePath(pathFor: PathFor, build: Pick<VisualBuild, 'visualId'>): string | null {
  return build.visualId === null ? null : pathFor('brand-visuals-visualId', { visualId: build.visualId });
}

export function versionPath(pathFor: PathFor, build: Pick<VisualBuild, 'visualId' | 'versionId'>): string | null {
  return build.visualId === null ? null : pathFor('brand-visuals-visualId-version-visualVersionId', { visualId: build.visualId, visualVersionId: build.versionId });
}
