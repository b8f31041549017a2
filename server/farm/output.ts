/**
 * The farm's outputs: made by the real renderer (server/render/renderer.ts) from the build's
 * version package and values, once, when a render finishes, and kept in the output store
 * (server/outputs/). Previews for the tester are the same filled page, made on request.
 */
import { type BuildOutputs, createBuildOutputs } from '../outputs/build-outputs.ts';
import { buffer } from 'node:stream/consumers';
import type { OpenedOutput, OutputStore } from '../outputs/output-store.ts';
import { readTemplatePackage } from '../../worker/contract/template-package';
import type { RenderJob, Renderer } from '../render/renderer.ts';
import { selfContainedPage } from '../render/self-contained.ts';

/** A preview for the tester page: one self-contained HTML document, made on request. */
export interface PreviewFile {
  readonly filename: string;
  readonly mime: string;
  readonly content: Buffer;
}

/** What the farm needs of a build row to render it. */
export type RenderedBuild = RenderJob;

/** The preview of a version (tester page): its filled page at one of the visual's sizes. */
export async function previewOf(renderer: Renderer, version: { readonly id: number }, size: { width: number; height: number }): Promise<PreviewFile> {
  const { pkg, html, name } = await renderer.page(version.id, size);
  return { filename: `${name}-preview.html`, mime: 'text/html; charset=utf-8', content: Buffer.from(selfContainedPage(pkg.files, pkg.page, html)) };
}

/**
 * A stored output as the tester's frame shows it: an image as it is, an HTML5 zip as its page
 * with the package's files inlined (the frame cannot open a zip).
 */
export async function inlineOutput(out: OpenedOutput): Promise<{ filename: string; mime: string; content: OpenedOutput['stream'] | Buffer; size: number }> {
  if (out.mime !== 'application/zip') return { filename: out.filename, mime: out.mime, content: out.stream, size: out.size };
  const read = await readTemplatePackage({ name: out.filename, bytes: await buffer(out.stream) }, { unpack: 'all' });
  if (!read.ok) throw new Error(`A stored HTML5 render cannot be read back: ${read.problem.code}`);
  const content = Buffer.from(selfContainedPage(read.value.files, read.value.page, read.value.html));
  return { filename: out.filename.replace(/\.zip$/, '.html'), mime: 'text/html; charset=utf-8', content, size: content.length };
}

/** The farm's outputs: produced from build rows by the renderer, kept in `store`. */
export type RenderOutputs = BuildOutputs<RenderedBuild>;

export function createRenderOutputs(renderer: Renderer, store: OutputStore, options?: { concurrency?: number }): RenderOutputs {
  return createBuildOutputs<RenderedBuild>(store, (build) => renderer.render(build), options);
}
