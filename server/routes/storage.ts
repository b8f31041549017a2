/**
 * Storage by area (docs/brand-money.md): how many bytes and files each area of the brand holds,
 * its largest items, and the brand's quota, for the storage overview and its five area pages.
 *
 *   visuals        the templates' packages (their listing) and their renders' files
 *   ad-sets        files stored under /ad-sets/{id}/ (exports, ad previews)
 *   feeds          files stored under /feeds/{id}/ (uploaded and fetched snapshots)
 *   asset-groups   source files: the file's asset group, else a path under /asset-groups/{id}/
 *   asset-library  every other uploaded file
 *
 * Bytes here are bytes (the files' sizes); the quota comes from the brand's KiB figures × 1024.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { brandContext, requireMoneyAccess } from '../http/context.ts';
import type { Services } from '../services.ts';

type Area = 'ad-sets' | 'asset-groups' | 'asset-library' | 'feeds' | 'visuals';

/** How many of an area's largest items are listed. */
const LARGEST_LIMIT = 10;

interface Item {
  id: number;
  name: string;
  bytes: number;
  files: number;
}

interface AreaUsage {
  area: Area;
  bytes: number;
  files: number;
  items: number;
  largest: Item[];
}

/** Whether the asset-library migration's `files.asset_group_id` column is there (it is added by another area). */
function hasAssetGroupColumn(db: Db): boolean {
  return (db.prepare("SELECT COUNT(*) FROM pragma_table_info('files') WHERE name = 'asset_group_id'").pluck().get() as number) > 0;
}

/** Files under `/{prefix}/{id}/…`, grouped by that id and joined to the record's name. */
function filesByRecord(db: Db, brandId: number, prefix: string, table: string, nameColumn: string, groupColumn: string | null): Item[] {
  const owner = `CAST(substr(f.path, ${prefix.length + 3}, instr(substr(f.path, ${prefix.length + 3}) || '/', '/') - 1) AS INTEGER)`;
  const key = groupColumn === null ? owner : `COALESCE(f.${groupColumn}, ${owner})`;
  const inArea = groupColumn === null ? `f.path LIKE '/${prefix}/%'` : `(f.${groupColumn} IS NOT NULL OR f.path LIKE '/${prefix}/%')`;
  return db
    .prepare(
      `SELECT r.id AS id, r.${nameColumn} AS name, SUM(f.size) AS bytes, COUNT(*) AS files
       FROM files f JOIN ${table} r ON r.id = ${key} AND r.brand_id = f.brand_id
       WHERE f.brand_id = ? AND ${inArea} GROUP BY r.id ORDER BY bytes DESC, r.id`,
    )
    .all(brandId) as Item[];
}

function visualsUsage(db: Db, brandId: number): Item[] {
  const visuals = db.prepare('SELECT id, name, package FROM visuals WHERE brand_id = ?').all(brandId) as { id: number; name: string; package: string }[];
  const renders = new Map(
    (
      db
        .prepare(
          `SELECT vv.visual_id AS id, SUM(b.size_bytes) AS bytes, COUNT(*) AS files FROM visual_builds b JOIN visual_versions vv ON vv.id = b.visual_version_id
           WHERE b.brand_id = ? AND b.size_bytes IS NOT NULL GROUP BY vv.visual_id`,
        )
        .all(brandId) as { id: number; bytes: number; files: number }[]
    ).map((r) => [r.id, r]),
  );
  return visuals
    .map((visual) => {
      let listing: { size?: unknown }[] = [];
      try {
        const parsed: unknown = JSON.parse(visual.package);
        if (Array.isArray(parsed)) listing = parsed as { size?: unknown }[];
      } catch {
        // A broken listing counts as an empty package.
      }
      const packageBytes = listing.reduce((sum, f) => sum + (typeof f.size === 'number' ? f.size : 0), 0);
      const rendered = renders.get(visual.id);
      return { id: visual.id, name: visual.name, bytes: packageBytes + (rendered?.bytes ?? 0), files: listing.length + (rendered?.files ?? 0) };
    })
    .filter((item) => item.files > 0)
    .sort((a, b) => b.bytes - a.bytes || a.id - b.id);
}

function libraryFiles(db: Db, brandId: number, groupColumn: string | null): { largest: Item[]; bytes: number; files: number } {
  const outside = `f.path NOT LIKE '/visual-packages/%' AND f.path NOT LIKE '/ad-sets/%' AND f.path NOT LIKE '/feeds/%' AND f.path NOT LIKE '/asset-groups/%'${groupColumn === null ? '' : ` AND f.${groupColumn} IS NULL`}`;
  const totals = db.prepare(`SELECT COALESCE(SUM(f.size), 0) AS bytes, COUNT(*) AS files FROM files f WHERE f.brand_id = ? AND ${outside}`).get(brandId) as { bytes: number; files: number };
  const largest = db.prepare(`SELECT f.id AS id, f.name AS name, f.size AS bytes, 1 AS files FROM files f WHERE f.brand_id = ? AND ${outside} ORDER BY f.size DESC, f.id LIMIT ?`).all(brandId, LARGEST_LIMIT) as Item[];
  return { ...totals, largest };
}

function summed(area: Area, items: Item[]): AreaUsage {
  return {
    area,
    bytes: items.reduce((sum, i) => sum + i.bytes, 0),
    files: items.reduce((sum, i) => sum + i.files, 0),
    items: items.length,
    largest: items.slice(0, LARGEST_LIMIT),
  };
}

function storageAreas(db: Db, brandId: number): AreaUsage[] {
  const group = hasAssetGroupColumn(db) ? 'asset_group_id' : null;
  const library = libraryFiles(db, brandId, group);
  return [
    summed('ad-sets', filesByRecord(db, brandId, 'ad-sets', 'ad_sets', 'name', null)),
    summed('asset-groups', filesByRecord(db, brandId, 'asset-groups', 'asset_groups', 'label', group)),
    { area: 'asset-library', bytes: library.bytes, files: library.files, items: library.files, largest: library.largest },
    summed('feeds', filesByRecord(db, brandId, 'feeds', 'feeds', 'name', null)),
    summed('visuals', visualsUsage(db, brandId)),
  ];
}

export function registerStorageRoutes(app: FastifyInstance, s: Services): void {
  app.get('/server/api/v1/brand/storage', async (request) => {
    const ctx = brandContext(s.db, request);
    requireMoneyAccess(ctx);
    const b = ctx.brand;
    return {
      data: {
        total: b.storage_total_kib * 1024,
        used: b.storage_used_kib * 1024,
        // The mount's other figures (mnt_meta): files (inodes) and the volume under the quota.
        inodes: { used: b.inode_used, total: b.inode_total },
        volume: { used: b.volume_used_kib * 1024, total: b.volume_total_kib * 1024 },
        areas: storageAreas(s.db, b.id),
      },
    };
  });
}
