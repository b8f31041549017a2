/**
 * The seed's real HTML5 template packages (docs/template-packages.md), so a fresh `npm start`
 * renders real creatives at once: their sources are the folders in `server/seed/packages/`, zipped
 * here once per process (the seed itself is synchronous, so this module waits at its top level)
 * and read with the same reader as an upload.
 *
 *   sale-banner   display: 300×250, 728×90, 160×600, 320×50; headline, price, product image, button text and colour
 *   product-card  social: 1080×1080, 1080×1920, 1200×628; product name, photo, price, background colour
 *   text-banner   display: 728×90, 970×250, 600×200, 300×250; headline, subline, brand colour
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { zipStream } from '../http/zip.ts';
import { readTemplatePackage } from '../../worker/contract/template-package';
import type { TemplateInput, TemplateSize } from '../../worker/contract/template-package-inputs';

export const EXAMPLE_PACKAGE_NAMES = ['sale-banner', 'product-card', 'text-banner'] as const;
export type ExamplePackageName = (typeof EXAMPLE_PACKAGE_NAMES)[number];

export interface ExamplePackage {
  readonly filename: string;
  readonly zip: Buffer;
  readonly inputs: readonly TemplateInput[];
  readonly sizes: readonly TemplateSize[];
}

const SOURCES = fileURLToPath(new URL('./packages/', import.meta.url));

async function filesUnder(dir: string): Promise<string[]> {
  const found = await readdir(dir, { recursive: true, withFileTypes: true });
  return found.filter((d) => d.isFile()).map((d) => join(d.parentPath, d.name)).sort();
}

async function zipFolder(name: ExamplePackageName): Promise<ExamplePackage> {
  const root = join(SOURCES, name);
  const paths = await filesUnder(root);
  const contents = await Promise.all(paths.map((p) => readFile(p)));
  const zip = await buffer(zipStream((async function* () {
    for (const [i, path] of paths.entries()) yield { name: relative(root, path), mime: path.endsWith('.svg') ? 'image/svg+xml' : 'text/plain', stream: Readable.from([contents[i]!]) };
  })()));
  const read = await readTemplatePackage({ name: `${name}.zip`, bytes: zip }, { unpack: 'all' });
  if (!read.ok) throw new Error(`The seed's package ${name} is refused: ${read.problem.code}`);
  return { filename: `${name}.zip`, zip, inputs: read.value.inputs, sizes: read.value.sizes };
}

export const EXAMPLE_PACKAGES: Readonly<Record<ExamplePackageName, ExamplePackage>> = Object.fromEntries(
  await Promise.all(EXAMPLE_PACKAGE_NAMES.map(async (name) => [name, await zipFolder(name)] as const)),
) as Record<ExamplePackageName, ExamplePackage>;
