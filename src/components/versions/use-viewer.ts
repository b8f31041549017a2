/** Who is looking at a version: their id, role in the route's brand and godlike flag. */
import { useRouteMatch } from '../../shell/router/route-context';
import { useDisplayedBrandUser } from '../../shell/router/use-brand-scope';
import { useAtomValue } from '../../state';
import { currentUserAtom } from '../../state/derived';
import type { Viewer } from './version-rules';

export function useViewer(): Viewer {
  const user = useAtomValue(currentUserAtom);
  const brandUser = useDisplayedBrandUser();
  return { userId: user?.id ?? null, role: brandUser?.primaryRole ?? null, godlike: user?.isGodlike ?? false };
}

/** The route's template and version ids (the version id is absent on `/visuals/{id}/version`). */
export function useVersionParams(): { readonly visualId: string; readonly versionId: string | null; readonly buildId: string | null } {
  const { params } = useRouteMatch();
  return { visualId: params.visualId ?? '', versionId: params.visualVersionId ?? null, buildId: params.buildId ?? null };
}
