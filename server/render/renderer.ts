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
import { packageFileOf } from '../creatives/template-packages.ts';
import { FillError, fillPage } from '../../worker/contract/template-package-fill';
import type { TemplatePackage } from '../../worker/contract/template-package';
import { mimeOf, type Screenshotter } from './chromium.ts';
import { createPackageCache } from './package-cache.ts';
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

export interface Renderer {
  render(job: RenderJob, onStage?: StageListener): Promise<OutputFile>;
  /** The filled page of a version at a size (the tester's preview), with its package. */
  page(versionId: number, size: { width: number; height: number }, valuesJson?: string | null): Promise<{ pkg: TemplatePackage; html: string; name: string }>;
  /** A PNG of the version's filled page at `size` (its thumbnail, thumbnails.ts). */
  screenshot(versionId: number, size: { width: number; height: number }): Promise<Buffer>;
  /** Why PNG/JPEG renders fail here (no Chromium), or null. */
  readonly imagesUnavailable: string | null;
  close(): Promise<void>;
}

interface VersionRef {
  readonly visual_id: number;
  readonly brand_id: number;
  readonly name: string;
  readonly number: number;
  readonly slots: string;
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'visual';
const IMAGE_TYPES: Readonly<Record<string, 'png' | 'jpeg'>> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg' };

/** The version's values: what its slots hold (the package's defaults unless edited). */
function defaultsOf(slots: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const slot of JSON.parse(slots) as { name?: unknown; value?: unknown }[]) if (typeof slot.name === 'string' && typeof slot.value === 'string') values[slot.name] = slot.value;
  return values;
}

/**
 * The values a render fills: the version's defaults, and over them an ad's values. An input the
 * ad's mapping leaves empty (null) keeps the template's default rather than going blank.
 */
export function valuesOf(slots: string, valuesJson: string | null | undefined): Record<string, string> {
  const values = defaultsOf(slots);
  if (!valuesJson) return values;
  for (const [name, value] of Object.entries(JSON.parse(valuesJson) as Record<string, unknown>)) if (typeof value === 'string') values[name] = value;
  return values;
}

export function createRenderer(db: Db, screenshots: Screenshotter): Renderer {
  const packages = createPackageCache();
  const versionRef = db.prepare('SELECT v.id AS visual_id, v.brand_id, v.name, vv.number, v.slots FROM visual_versions vv JOIN visuals v ON v.id = vv.visual_id WHERE vv.id = ?');

  async function filled(versionId: number | null, size: { width: number; height: number }, valuesJson: string | null | undefined, onStage: StageListener = () => {}) {
    onStage('unpack');
    const ref = versionId === null ? undefined : (versionRef.get(versionId) as VersionRef | undefined);
    if (!ref) throw new RenderError(reason('render.version-gone'));
    const file = packageFileOf(db, ref.brand_id, ref.visual_id);
    if (!file) throw new RenderError(reason('render.no-package'));
    const pkg = await packages.get(file);
    onStage('fill');
    try {
      return { ref, pkg, html: fillPage(pkg, { values: valuesOf(ref.slots, valuesJson), size, clickTag: null }) };
    } catch (error) {
      if (error instanceof FillError) throw new RenderError(reason('render.value-refused', { detail: error.message }));
      throw error;
    }
  }

  return {
    imagesUnavailable: screenshots.unavailable,
    async page(versionId, size, valuesJson) {
      const { ref, pkg, html } = await filled(versionId, size, valuesJson);
      return { pkg, html, name: `${slug(ref.name)}-v${ref.number}-${size.width}x${size.height}` };
    },
    async screenshot(versionId, size) {
      const { pkg, html } = await filled(versionId, size, null);
      return screenshots.capture({ files: pkg.files, page: pkg.page, html, width: size.width, height: size.height, type: 'png' });
    },
    async render(job, onStage = () => {}) {
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
      const bytes = await screenshots.capture({ files: pkg.files, page: pkg.page, html, width: job.width, height: job.height, type, onLoaded: () => onStage('encode') });
      return { filename: `${base}.${job.output_format}`, mime: `image/${type}`, bytes };
    },
    close: () => screenshots.close(),
  };
}
