/**
 * The files a finished build "renders" in the simulated farm: an HTML5 banner of the build's
 * size, or a solid-colour PNG (solid-png.ts, streamed). The farm has them produced once when a
 * render finishes and stored (server/outputs/); previews are small HTML made on request.
 */
import type { Db } from '../db/database.ts';
import { type BuildOutputs, createBuildOutputs } from '../outputs/build-outputs.ts';
import type { OutputFile, OutputStore } from '../outputs/output-store.ts';
import { solidPng } from './solid-png.ts';

/** A preview for the tester page: small HTML, made on request. */
export interface PreviewFile {
  readonly filename: string;
  readonly mime: string;
  readonly content: Buffer;
}

export interface OutputSource {
  readonly id: number;
  readonly width: number;
  readonly height: number;
  readonly output_format: string;
  readonly visualName: string | null;
  readonly versionNumber: number | null;
}

/** What the farm needs of a build row to render it. */
export type RenderedBuild = Pick<OutputSource, 'id' | 'width' | 'height' | 'output_format'> & { readonly visual_version_id: number | null };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'visual';

const HTML_MIME = 'text/html; charset=utf-8';
const baseName = (b: OutputSource) => `${slug(b.visualName ?? `Build ${b.id}`)}-v${b.versionNumber ?? 1}-${b.width}x${b.height}`;

function bannerHtml(b: OutputSource): Buffer {
  const name = b.visualName ?? `Build ${b.id}`;
  return Buffer.from(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="ad.size" content="width=${b.width},height=${b.height}"><title>${escapeHtml(name)}</title></head>
<body style="margin:0"><a href="https://example.com" style="display:flex;align-items:center;justify-content:center;width:${b.width}px;height:${b.height}px;background:#1f4fd1;color:#fff;font:bold 16px sans-serif;text-decoration:none">${escapeHtml(name)}</a></body></html>
`);
}

export function renderOutput(b: OutputSource): OutputFile {
  if (b.output_format === 'png') {
    const hue = (b.id * 47) % 200;
    return { filename: `${baseName(b)}-${b.id}.png`, mime: 'image/png', stream: solidPng(b.width, b.height, [40 + hue / 4, 60 + hue / 2, 200 - hue / 2]) };
  }
  return { filename: `${baseName(b)}-${b.id}.html`, mime: HTML_MIME, bytes: bannerHtml(b) };
}

/** The output of a build row, looked up with its visual's name and version number. */
export function outputOf(db: Db, build: RenderedBuild): OutputFile {
  const ref = db.prepare('SELECT v.name, vv.number FROM visual_versions vv JOIN visuals v ON v.id = vv.visual_id WHERE vv.id = ?').get(build.visual_version_id) as { name: string; number: number } | undefined;
  return renderOutput({ ...build, visualName: ref?.name ?? null, versionNumber: ref?.number ?? null });
}

/** The preview of a version (tester page): its HTML banner at one of the visual's sizes. */
export function previewOf(db: Db, version: { readonly id: number; readonly number: number; readonly visual_id: number }, size: { width: number; height: number }): PreviewFile {
  const name = db.prepare('SELECT name FROM visuals WHERE id = ?').pluck().get(version.visual_id) as string | undefined;
  const source: OutputSource = { id: version.id, width: size.width, height: size.height, output_format: 'html', visualName: name ?? null, versionNumber: version.number };
  return { filename: `${baseName(source)}-preview.html`, mime: HTML_MIME, content: bannerHtml(source) };
}

/** The farm's outputs: produced from build rows by renderOutput, kept in `store`. */
export type RenderOutputs = BuildOutputs<RenderedBuild>;

export function createRenderOutputs(db: Db, store: OutputStore, options?: { concurrency?: number }): RenderOutputs {
  return createBuildOutputs<RenderedBuild>(store, (build) => outputOf(db, build), options);
}
