/**
 * What the chosen package declares, read in the browser with the server's own reader
 * (worker/contract/template-package.ts), so the inputs step lists the package's real inputs and
 * sizes, and a package the server would refuse is refused here, for the same reason, before it
 * is uploaded. Every file is inflated (and checked, as the server checks them again on upload):
 * the values form's live preview fills the package as the user types.
 */
import { useEffect, useState } from 'react';
import { readTemplatePackage } from '../../../../worker/contract/template-package';
import type { TemplatePackage } from '../../../../worker/contract/template-package';
import type { TemplateInput, TemplateSize } from '../../../../worker/contract/template-package-inputs';
import type { PackageProblem } from '../../../../worker/contract/template-package-problems';

export type PackageContents =
  | { readonly status: 'none' }
  | { readonly status: 'reading' }
  | { readonly status: 'read'; readonly inputs: readonly TemplateInput[]; readonly sizes: readonly TemplateSize[]; readonly pkg: TemplatePackage }
  | { readonly status: 'refused'; readonly problem: PackageProblem };

async function readContents(file: Blob, name: string): Promise<PackageContents> {
  const read = await readTemplatePackage({ name, bytes: new Uint8Array(await file.arrayBuffer()) }, { unpack: 'all' });
  return read.ok ? { status: 'read', inputs: read.value.inputs, sizes: read.value.sizes, pkg: read.value } : { status: 'refused', problem: read.problem };
}

/** `file` null, or a name the package rules already refuse: nothing to read. */
export function usePackageContents(file: Blob | null, name: string | null): PackageContents {
  const [result, setResult] = useState<{ readonly file: Blob; readonly contents: PackageContents } | null>(null);
  useEffect(() => {
    if (file === null || name === null) return;
    let active = true;
    readContents(file, name).then(
      (contents) => active && setResult({ file, contents }),
      // A file that cannot even be read (gone from disk meanwhile) is not a package.
      () => active && setResult({ file, contents: { status: 'refused', problem: { code: 'not-a-zip' } } }),
    );
    return () => {
      active = false;
    };
  }, [file, name]);
  if (file === null || name === null) return { status: 'none' };
  return result?.file === file ? result.contents : { status: 'reading' };
}
