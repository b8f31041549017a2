/**
 * The renderer's template source on a render worker (renderer.ts TemplateSource): no database,
 * only what the API server sent with each claimed render (the version's template, its package id)
 * and the package itself, downloaded from the API server the first time a package is rendered
 * (the renderer's package cache keeps it unpacked by file id: a stored package never changes).
 */
import type { PackageRef } from '../render/package-cache.ts';
import type { TemplateSource, VersionRef } from '../render/renderer.ts';
import type { WorkerClient } from './worker-client.ts';
import type { ClaimedRender } from './worker-protocol.ts';

export interface WorkerTemplates extends TemplateSource {
  /** Keeps a claimed render's template for as long as it renders; the returned function lets it go. */
  hold(claim: ClaimedRender): () => void;
}

interface Held {
  readonly template: VersionRef;
  readonly pkg: ClaimedRender['package'];
  count: number;
}

export function createWorkerTemplates(client: Pick<WorkerClient, 'packageBytes'>): WorkerTemplates {
  const byVersion = new Map<number, Held>();
  return {
    hold(claim) {
      const versionId = claim.build.visual_version_id;
      if (versionId === null || claim.template === null) return () => {};
      const earlier = byVersion.get(versionId);
      // The newest claim's template wins (its values may have been edited since the earlier one).
      const held: Held = { template: claim.template, pkg: claim.package, count: (earlier?.count ?? 0) + 1 };
      byVersion.set(versionId, held);
      return () => {
        const now = byVersion.get(versionId);
        if (!now) return;
        now.count--;
        if (now.count <= 0) byVersion.delete(versionId);
      };
    },
    version: (versionId) => byVersion.get(versionId)?.template,
    packageOf(ref): PackageRef | null {
      const held = [...byVersion.values()].find((h) => h.template.visual_id === ref.visual_id && h.template.brand_id === ref.brand_id);
      const pkg = held?.pkg;
      return pkg ? { id: pkg.id, name: pkg.name, content: () => client.packageBytes(pkg.id) } : null;
    },
    assets: () => () => null,
  };
}
