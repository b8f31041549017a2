/**
 * What the chosen package declares, read in the browser with the server's own reader
 * (worker/contract/template-package.ts), so the inputs step lists the package's real inputs and
 * sizes, and a package the server would refuse is refused here, for the same reason, before it
 * is uploaded. It is also checked against the ad platforms' rules with the server's own check
 * (worker/contract/ad-platform-facts.ts): what they will say of its HTML5 renders is shown before
 * anything is uploaded or rendered. Every file is inflated up to ONE_READ_BYTES (a banner is a few
 * hundred KB): the values form's live preview fills the package as the user types; a larger
 * package, which no platform takes whole anyway, has only its page read here (`whole` false: its
 * images are not checked or previewed), and the server checks every file again on upload.
 */
import { useEffect, useState } from 'react';
import { checkPackageForAdPlatforms } from '../../../../worker/contract/ad-platform-facts';
import type { AdPlatformReport } from '../../../../worker/contract/ad-platform-rules';
import { readTemplatePackage } from '../../../../worker/contract/template-package';
import type { TemplatePackage } from '../../../../worker/contract/template-package';
import type { TemplateInput, TemplateSize } from '../../../../worker/contract/template-package-inputs';
import type { PackageProblem } from '../../../../worker/contract/template-package-problems';

export type PackageContents =
  | { readonly status: 'none' }
  | { readonly status: 'reading' }
  | {
      readonly status: 'read';
      readonly inputs: readonly TemplateInput[];
      readonly sizes: readonly TemplateSize[];
      readonly platforms: AdPlatformReport;
      readonly pkg: TemplatePackage;
      /** Every file was read (else only the page). */
      readonly whole: boolean;
    }
  | { readonly status: 'refused'; readonly problem: PackageProblem };

/** Above Campaign Manager 360's 9.5 MB, the most any platform takes. */
const ONE_READ_BYTES = 10 * 1024 * 1024;

async function readContents(file: Blob, name: string): Promise<PackageContents> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const whole = bytes.byteLength <= ONE_READ_BYTES;
  const read = await readTemplatePackage({ name, bytes }, { unpack: whole ? 'all' : 'entry' });
  if (!read.ok) return { status: 'refused', problem: read.problem };
  return { status: 'read', inputs: read.value.inputs, sizes: read.value.sizes, platforms: checkPackageForAdPlatforms(read.value, bytes.byteLength), pkg: read.value, whole };
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
