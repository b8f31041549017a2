/**
 * The real renderer (docs/template-packages.md#rendering): a render takes its version's package
 * and values (the version's defaults, the visual's slots, with an ad's values over them when the
 * render is an ad set's creative) and makes
 *
 *   html       an HTML5 zip: the package with the values, the render's ad.size meta and a clickTag
 *              written into its page (what an ad server accepts);
 *   png / jpg  a screenshot of that page at the render's exact size in headless Chromium (chromium.ts).
 *
 * What cannot be rendered fails with a RenderError whose message the user sees on the render.
 */
import { Readable } from 'node:stream';
import type { Db } from '../db/database.ts';
import { zipStream } from '../http/zip.ts';
import type { OutputFile } from '../outputs/output-store.ts';
import { packageContent, packageMetaOf } from '../creatives/template-packages.ts';
import { FillError, fillPage } from '../../worker/contract/template-package-fill';
import { imageReference, sniffImage, valueProblemMessage } from '../../worker/contract/template-values';
import { assetIdsOf, assetLookup, slotValuesOf, valueProblemsOf, type AssetLookup } from '../creatives/template-values.ts';
import type { TemplatePackage } from '../../worker/contract/template-package';
import { mimeOf, type Screenshotter, type WatchdogStats } from './chromium.ts';
import { createPackageCache, type PackageRef } from './package-cache.ts';
import { RenderError } from './render-error.ts';
import { reason } from '../../worker/contract/render-reasons';
import type { RenderStage } from '../../worker/contract/render-stages';

/** What the renderer needs of a build row. */
export interface RenderJob {
  readonly id: number;
  readonly width: number;
  readonly height: number;
  readonly output_format: string;
  readonly visual_version_id: number | null;
  /** An ad's values (JSON, input → text or null) written over the defaults; absent for a template render. */
  readonly values_json?: string | null;
}

/** Told each stage a render enters (the queue reports it on the build); `store` is the caller's. */
export type StageListener = (stage: Exclude<RenderStage, 'store'>) => void;

/** How long a render may take and what stops it sooner (the render queue's deadline and cancel). */
export interface RenderLimits {
  readonly signal?: AbortSignal;
  /** The capture's deadline, ms (default: the renderer's image deadline). */
  readonly deadlineMs?: number;
}

export interface RendererOptions {
  /** `RENDER_DEADLINE_IMAGE_MS`: a PNG/JPEG capture's deadline when the caller gives none. */
  readonly imageDeadlineMs?: number;
  /** `THUMBNAIL_DEADLINE_MS`: a thumbnail's deadline. */
  readonly thumbnailDeadlineMs?: number;
}

export const DEFAULT_IMAGE_DEADLINE_MS = 60_000;
export const DEFAULT_THUMBNAIL_DEADLINE_MS = 20_000;

export interface Renderer {
  render(job: RenderJob, onStage?: StageListener, limits?: RenderLimits): Promise<OutputFile>;
  /** The filled page of a version at a size (the tester's preview), with its package. */
  page(versionId: number, size: { width: number; height: number }, valuesJson?: string | null): Promise<{ pkg: TemplatePackage; html: string; name: string }>;
  /** A visual's package as renders read it (unpacked once, cached), or null when it has none; a RenderError when it cannot be read. */
  template(brandId: number, visualId: number): Promise<TemplatePackage | null>;
  /** A PNG of the version's filled page at `size` (its thumbnail, thumbnails.ts). */
  screenshot(versionId: number, size: { width: number; height: number }): Promise<Buffer>;
  /** Why PNG/JPEG renders fail here (no Chromium), or null. */
  readonly imagesUnavailable: string | null;
  /** What the Chromium watchdog did so far (chromium.ts). */
  watchdog(): WatchdogStats;
  /** Forgets the packages it unpacked (the database was seeded again: file ids mean other files). */
  forget(): void;
  close(): Promise<void>;
}

/** A version's template as a render needs it: its name and number (the file's name) and its slots (the values). */
export interface VersionRef {
  readonly visual_id: number;
  readonly brand_id: number;
  readonly name: string;
  readonly number: number;
  readonly slots: string;
}

/**
 * Where the renderer finds a version's template, its package and the asset-library images its
 * values choose: the API server's database (databaseTemplates), or, on a render worker that has
 * no database, what the API server sent with the render and the files it serves over HTTP
 * (render-queue/worker-templates.ts).
 */
export interface TemplateSource {
  /** undefined when the version no longer exists. */
  version(versionId: number): VersionRef | undefined | Promise<VersionRef | undefined>;
  /** The template's stored package (the newest upload), null when it has none. */
  packageOf(ref: Pick<VersionRef, 'visual_id' | 'brand_id'>): PackageRef | null | Promise<PackageRef | null>;
  /**
   * The brand's asset-library files among `ids` (the ones the render's values choose), read before
   * the render is checked and filled: the lookup answers null for a file the brand does not have.
   */
  assets(ref: VersionRef, ids: readonly number[]): AssetLookup | Promise<AssetLookup>;
}

export function databaseTemplates(db: Db): TemplateSource {
  const versionRef = db.prepare('SELECT v.id AS visual_id, v.brand_id, v.name, vv.number, v.slots FROM visual_versions vv JOIN visuals v ON v.id = vv.visual_id WHERE vv.id = ?');
  return {
    version: (versionId) => versionRef.get(versionId) as VersionRef | undefined,
    packageOf(ref) {
      const meta = packageMetaOf(db, ref.brand_id, ref.visual_id);
      // A stored file never changes, so its bytes are read only when the cache does not hold it unpacked.
      return meta && { id: meta.id, name: meta.name, content: () => packageContent(db, meta.id) ?? Buffer.alloc(0) };
    },
    assets: (ref) => assetLookup(db, ref.brand_id),
  };
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'visual';
const IMAGE_TYPES: Readonly<Record<string, 'png' | 'jpeg'>> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg' };

/**
 * The values a render fills: the version's defaults, and over them an ad's values. An input the
 * ad's mapping leaves empty (null) keeps the template's default rather than going blank.
 */
export function valuesOf(slots: string, valuesJson: string | null | undefined): Record<string, string> {
  const values = slotValuesOf(slots);
  if (!valuesJson) return values;
  for (const [name, value] of Object.entries(JSON.parse(valuesJson) as Record<string, unknown>)) if (typeof value === 'string') values[name] = value;
  return values;
}

const IMAGE_EXTENSIONS: Readonly<Record<string, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'image/svg+xml': 'svg' };

/**
 * The asset-library files the values choose, added to the package's files (`values/asset-{id}.png`)
 * so the page finds them where it is served, and the HTML5 zip holds every file it shows.
 */
function withAssets(assetOf: AssetLookup, pkg: TemplatePackage, values: Readonly<Record<string, string>>): { files: ReadonlyMap<string, Uint8Array>; assets: Map<number, string> } {
  const assets = new Map<number, string>();
  let files: Map<string, Uint8Array> | null = null;
  for (const input of pkg.inputs) {
    const reference = input.type === 'image' ? imageReference(values[input.name] ?? '') : null;
    if (reference?.kind !== 'asset' || assets.has(reference.id)) continue;
    const file = assetOf(reference.id);
    const type = file === null ? null : sniffImage(file);
    if (file === null || type === null) continue;
    const path = `values/asset-${reference.id}.${IMAGE_EXTENSIONS[type]}`;
    files ??= new Map(pkg.files);
    files.set(path, new Uint8Array(file));
    assets.set(reference.id, path);
  }
  return { files: files ?? pkg.files, assets };
}

export function createRenderer(db: Db, screenshots: Screenshotter, options: RendererOptions = {}): Renderer {
  return createTemplateRenderer(databaseTemplates(db), screenshots, options);
}

export function createTemplateRenderer(source: TemplateSource, screenshots: Screenshotter, options: RendererOptions = {}): Renderer {
  const imageDeadlineMs = options.imageDeadlineMs ?? DEFAULT_IMAGE_DEADLINE_MS;
  const thumbnailDeadlineMs = options.thumbnailDeadlineMs ?? DEFAULT_THUMBNAIL_DEADLINE_MS;
  const packages = createPackageCache();

  async function filled(versionId: number | null, size: { width: number; height: number }, valuesJson: string | null | undefined, onStage: StageListener = () => {}) {
    onStage('unpack');
    const ref = versionId === null ? undefined : await source.version(versionId);
    if (!ref) throw new RenderError(reason('render.version-gone'));
    const file = await source.packageOf(ref);
    if (!file) throw new RenderError(reason('render.no-package'));
    const pkg = await packages.get(file);
    onStage('fill');
    const values = valuesOf(ref.slots, valuesJson);
    // The shared rule, with the package's and the brand's files: a value that fails fails the render with its reason.
    const assetOf = await source.assets(ref, assetIdsOf(pkg.inputs, values));
    const [problem] = valueProblemsOf(pkg, Object.fromEntries(Object.entries(values).filter(([name]) => pkg.inputs.some((i) => i.name === name))), assetOf);
    if (problem) throw new RenderError(reason('render.value-refused', { detail: valueProblemMessage(problem) }));
    const { files, assets } = withAssets(assetOf, pkg, values);
    try {
      return { ref, pkg: { ...pkg, files }, html: fillPage({ ...pkg, files }, { values, size, clickTag: null, assets }) };
    } catch (error) {
      if (error instanceof FillError) throw new RenderError(reason('render.value-refused', { detail: error.message }));
      throw error;
    }
  }

  return {
    imagesUnavailable: screenshots.unavailable,
    async template(brandId, visualId) {
      const file = await source.packageOf({ brand_id: brandId, visual_id: visualId });
      return file === null ? null : packages.get(file);
    },
    watchdog: () => screenshots.watchdog(),
    forget: () => packages.clear(),
    async page(versionId, size, valuesJson) {
      const { ref, pkg, html } = await filled(versionId, size, valuesJson);
      return { pkg, html, name: `${slug(ref.name)}-v${ref.number}-${size.width}x${size.height}` };
    },
    async screenshot(versionId, size) {
      const { pkg, html } = await filled(versionId, size, null);
      return screenshots.capture({ files: pkg.files, page: pkg.page, html, width: size.width, height: size.height, type: 'png', deadlineMs: thumbnailDeadlineMs });
    },
    async render(job, onStage = () => {}, limits = {}) {
      const { ref, pkg, html } = await filled(job.visual_version_id, job, job.values_json, onStage);
      const base = `${slug(ref.name)}-v${ref.number}-${job.width}x${job.height}-${job.id}`;
      onStage('render');
      if (job.output_format === 'html') {
        // The zip is written as the store reads it: encoding and storing are one stream.
        onStage('encode');
        const entries = [...pkg.files].map(([path, bytes]) => ({ name: path, mime: mimeOf(path), stream: Readable.from([path === pkg.page ? Buffer.from(html) : Buffer.from(bytes)]) }));
        return { filename: `${base}.zip`, mime: 'application/zip', stream: zipStream((async function* () { yield* entries; })()) };
      }
      const type = IMAGE_TYPES[job.output_format];
      if (!type) throw new RenderError(reason('render.format-unavailable', { format: job.output_format.toUpperCase() }));
      const bytes = await screenshots.capture({
        files: pkg.files,
        page: pkg.page,
        html,
        width: job.width,
        height: job.height,
        type,
        deadlineMs: limits.deadlineMs ?? imageDeadlineMs,
        ...(limits.signal ? { signal: limits.signal } : {}),
        onLoaded: () => onStage('encode'),
      });
      return { filename: `${base}.${job.output_format}`, mime: `image/${type}`, bytes };
    },
    close: () => screenshots.close(),
  };
}
