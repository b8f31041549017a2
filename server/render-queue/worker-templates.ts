/**
 * The renderer's template source on a render worker (renderer.ts TemplateSource): no database,
 * only what the API server sent with each claimed render (the version's template with its values,
 * its package id, the asset-library files its values choose) and the files themselves, downloaded
 * from the API server: the package the first time it is rendered (the renderer's package cache
 * keeps it unpacked by file id: a stored package never changes), an asset for each render that
 * chooses it. An asset is looked up only among the ones listed for a render of the same brand, so
 * a value naming another brand's file finds nothing, as on the API server.
 */
import type { PackageRef } from '../render/package-cache.ts';
import type { TemplateSource, VersionRef } from '../render/renderer.ts';
import type { AssetLookup } from '../creatives/template-values.ts';
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

const assetKey = (brandId: number, fileId: number) => `${brandId}:${fileId}`;

export function createWorkerTemplates(client: Pick<WorkerClient, 'packageBytes' | 'assetBytes'>): WorkerTemplates {
  const byVersion = new Map<number, Held>();
  /** brand:file → how many held renders list it. */
  const heldAssets = new Map<string, number>();
  return {
    hold(claim) {
      const versionId = claim.build.visual_version_id;
      if (versionId === null || claim.template === null) return () => {};
      const keys = (claim.assets ?? []).map((a) => assetKey(claim.template!.brand_id, a.id));
      for (const key of keys) heldAssets.set(key, (heldAssets.get(key) ?? 0) + 1);
      const earlier = byVersion.get(versionId);
      // The newest claim's template wins (its values may have been edited since the earlier one).
      const held: Held = { template: claim.template, pkg: claim.package, count: (earlier?.count ?? 0) + 1 };
      byVersion.set(versionId, held);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        for (const key of keys) {
          const left = (heldAssets.get(key) ?? 1) - 1;
          if (left <= 0) heldAssets.delete(key);
          else heldAssets.set(key, left);
        }
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
    async assets(ref, ids): Promise<AssetLookup> {
      const listed = ids.filter((id) => heldAssets.has(assetKey(ref.brand_id, id)));
      const bytes = new Map(await Promise.all(listed.map(async (id) => [id, await client.assetBytes(id)] as const)));
      return (id) => bytes.get(id) ?? null;
    },
  };
}
