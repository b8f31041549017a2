/**
 * The upload rules of the ad platforms an HTML5 creative is made for (docs/template-packages.md
 * "Ad platforms"), as data, and the check of an HTML5 zip against them. One rule for everyone: the
 * server checks each package on upload and each HTML5 render's zip, the wizard checks the chosen
 * package before uploading it, and the pages show the stored results; the facts it reads are
 * gathered by ad-platform-facts.ts.
 *
 * A result is per platform: accepted, or refused with every reason (codes with parameters: the
 * server words them in English, adPlatformProblemMessage; the pages in the user's language).
 * Refused by a platform is not refused by the product: a package with a .ttf font renders fine as
 * PNG, it is only an HTML5 zip Google Ads will not take.
 */
import { listOf, packageProblemMessage, type PackageProblem } from './template-package-problems';

export const AD_PLATFORM_IDS = ['google-ads', 'cm360'] as const;
export type AdPlatformId = (typeof AD_PLATFORM_IDS)[number];

export interface AdPlatformRules {
  readonly id: AdPlatformId;
  /** The platform's own name (not translated). */
  readonly name: string;
  /** The zip as uploaded to the platform, in bytes (1 KB = 1,024 bytes). */
  readonly maxZipBytes: number;
  readonly maxFiles: number;
  /** File extensions the zip may hold (lower case, no dot); null: any. */
  readonly allowedExtensions: readonly string[] | null;
  readonly primaryAtRoot: boolean;
  /** `<!DOCTYPE html>` first in the primary page. */
  readonly doctype: boolean;
  /** Exactly one `<meta name="ad.size">` in the primary page's head. */
  readonly oneAdSizeMeta: boolean;
  /** No asset (script, image, style, font, frame…) fetched from outside the zip. */
  readonly localAssets: boolean;
  readonly noNestedZips: boolean;
  /** Every text file in UTF-8, and no other charset declared. */
  readonly utf8: boolean;
  /** At least one clickTag variable set by the creative. */
  readonly clickTag: boolean;
}

/** Google Ads display (HTML5 ads uploaded to Google Ads) and Campaign Manager 360, as published. */
export const AD_PLATFORMS: readonly AdPlatformRules[] = [
  {
    id: 'google-ads',
    name: 'Google Ads',
    maxZipBytes: 150 * 1024,
    maxFiles: 40,
    allowedExtensions: ['html', 'htm', 'css', 'js', 'gif', 'png', 'jpg', 'jpeg', 'svg'],
    primaryAtRoot: true,
    doctype: true,
    oneAdSizeMeta: true,
    localAssets: true,
    noNestedZips: true,
    utf8: true,
    clickTag: false,
  },
  {
    id: 'cm360',
    name: 'Campaign Manager 360',
    maxZipBytes: 9.5 * 1024 * 1024,
    maxFiles: 100,
    allowedExtensions: null,
    primaryAtRoot: false,
    doctype: false,
    oneAdSizeMeta: false,
    localAssets: false,
    noNestedZips: false,
    utf8: false,
    clickTag: true,
  },
];

export const adPlatformName = (id: AdPlatformId): string => AD_PLATFORMS.find((p) => p.id === id)?.name ?? id;

/** The facts of an HTML5 zip the rules look at (ad-platform-facts.ts gathers them). */
export interface Html5Facts {
  readonly zipBytes: number;
  /** Every file's path in the zip. */
  readonly paths: readonly string[];
  /** The primary page's path in the zip. */
  readonly primary: string;
  readonly hasDoctype: boolean;
  /** `ad.size` metas in the primary page's head. */
  readonly adSizeMetas: number;
  /** Absolute URLs the page and its style sheets load assets from. */
  readonly externalUrls: readonly string[];
  /** Text files that are not UTF-8 or declare another charset. */
  readonly notUtf8: readonly string[];
  readonly setsClickTag: boolean;
}

/** Lists keep at most a few names, with the total: a message about 300 files stays readable. */
export interface NameList {
  readonly names: readonly string[];
  readonly count: number;
}

export const AD_PLATFORM_PROBLEM_CODES = [
  'zip-too-large',
  'too-many-files',
  'file-types',
  'nested-zips',
  'primary-not-at-root',
  'no-doctype',
  'no-ad-size-meta',
  'several-ad-size-metas',
  'external-assets',
  'not-utf8',
  'no-click-tag',
  'unreadable',
] as const satisfies readonly AdPlatformProblem['code'][];

export type AdPlatformProblem =
  | { readonly code: 'zip-too-large'; readonly size: number; readonly max: number }
  | { readonly code: 'too-many-files'; readonly count: number; readonly max: number }
  | ({ readonly code: 'file-types' } & NameList)
  | ({ readonly code: 'nested-zips' } & NameList)
  | { readonly code: 'primary-not-at-root'; readonly path: string }
  | { readonly code: 'no-doctype' }
  | { readonly code: 'no-ad-size-meta' }
  | { readonly code: 'several-ad-size-metas'; readonly count: number }
  | ({ readonly code: 'external-assets' } & NameList)
  | ({ readonly code: 'not-utf8' } & NameList)
  | { readonly code: 'no-click-tag' }
  /** The zip could not be read at all (the package reader's reason). */
  | { readonly code: 'unreadable'; readonly problem: PackageProblem };

export interface AdPlatformResult {
  readonly platform: AdPlatformId;
  readonly ok: boolean;
  readonly problems: readonly AdPlatformProblem[];
}

/** What a check found: the zip's size and file count, and each platform's verdict. */
export interface AdPlatformReport {
  readonly zipBytes: number;
  readonly files: number;
  readonly results: readonly AdPlatformResult[];
}

/** An ad set's finished HTML5 creatives, per platform (server/routes/ad-set-platform-report.ts). */
export interface AdPlatformSummary {
  readonly creatives: number;
  /** Of them, those whose zip was checked (a file not made yet is not). */
  readonly checked: number;
  readonly results: readonly {
    readonly platform: AdPlatformId;
    readonly accepted: number;
    readonly refused: number;
    /** One example of each reason, with how many creatives it refuses, most frequent first. */
    readonly reasons: readonly { readonly count: number; readonly problem: AdPlatformProblem }[];
  }[];
}

const SHOWN_NAMES = 5;
export const nameList = (names: readonly string[]): NameList => ({ names: names.slice(0, SHOWN_NAMES), count: names.length });
const extensionOf = (path: string): string => (/\.([^./]+)$/.exec(path)?.[1] ?? '').toLowerCase();

function problemsFor(rules: AdPlatformRules, facts: Html5Facts): AdPlatformProblem[] {
  const problems: AdPlatformProblem[] = [];
  if (facts.zipBytes > rules.maxZipBytes) problems.push({ code: 'zip-too-large', size: facts.zipBytes, max: rules.maxZipBytes });
  if (facts.paths.length > rules.maxFiles) problems.push({ code: 'too-many-files', count: facts.paths.length, max: rules.maxFiles });
  const zips = facts.paths.filter((p) => extensionOf(p) === 'zip');
  if (rules.allowedExtensions) {
    const allowed = rules.allowedExtensions;
    // A nested zip is said once, as a nested zip, where that is a rule of its own.
    const refused = facts.paths.filter((p) => !allowed.includes(extensionOf(p)) && !(rules.noNestedZips && extensionOf(p) === 'zip'));
    if (refused.length) problems.push({ code: 'file-types', ...nameList(refused) });
  }
  if (rules.noNestedZips && zips.length) problems.push({ code: 'nested-zips', ...nameList(zips) });
  if (rules.primaryAtRoot && facts.primary.includes('/')) problems.push({ code: 'primary-not-at-root', path: facts.primary });
  if (rules.doctype && !facts.hasDoctype) problems.push({ code: 'no-doctype' });
  if (rules.oneAdSizeMeta && facts.adSizeMetas === 0) problems.push({ code: 'no-ad-size-meta' });
  if (rules.oneAdSizeMeta && facts.adSizeMetas > 1) problems.push({ code: 'several-ad-size-metas', count: facts.adSizeMetas });
  if (rules.localAssets && facts.externalUrls.length) problems.push({ code: 'external-assets', ...nameList(facts.externalUrls) });
  if (rules.utf8 && facts.notUtf8.length) problems.push({ code: 'not-utf8', ...nameList(facts.notUtf8) });
  if (rules.clickTag && !facts.setsClickTag) problems.push({ code: 'no-click-tag' });
  return problems;
}

export function checkAdPlatforms(facts: Html5Facts): AdPlatformReport {
  return {
    zipBytes: facts.zipBytes,
    files: facts.paths.length,
    results: AD_PLATFORMS.map((rules) => {
      const problems = problemsFor(rules, facts);
      return { platform: rules.id, ok: problems.length === 0, problems };
    }),
  };
}

/** Every platform refuses a zip that cannot be read, for the reader's reason. */
export function unreadableReport(zipBytes: number, problem: PackageProblem): AdPlatformReport {
  return { zipBytes, files: 0, results: AD_PLATFORMS.map((rules) => ({ platform: rules.id, ok: false, problems: [{ code: 'unreadable', problem }] })) };
}

const kb = (bytes: number) => `${Math.round((bytes / 1024) * 10) / 10} KB`;
const names = (list: NameList) => listOf(list.names) + (list.count > list.names.length ? ` and ${list.count - list.names.length} more` : '');

/** The server's words for a problem (the ad-set export's report, logs). */
export function adPlatformProblemMessage(p: AdPlatformProblem): string {
  switch (p.code) {
    case 'zip-too-large':
      return `The zip is ${kb(p.size)}; at most ${kb(p.max)} is allowed.`;
    case 'too-many-files':
      return `The zip holds ${p.count} files; at most ${p.max} are allowed.`;
    case 'file-types':
      return `Not an allowed file type: ${names(p)}.`;
    case 'nested-zips':
      return `A zip inside the zip: ${names(p)}.`;
    case 'primary-not-at-root':
      return `The page ${p.path} is not at the root of the zip.`;
    case 'no-doctype':
      return 'The page does not start with <!DOCTYPE html>.';
    case 'no-ad-size-meta':
      return 'The page has no ad.size meta in its head.';
    case 'several-ad-size-metas':
      return `The page has ${p.count} ad.size metas in its head; exactly one is allowed.`;
    case 'external-assets':
      return `Assets loaded from outside the zip: ${names(p)}.`;
    case 'not-utf8':
      return `Not in UTF-8: ${names(p)}.`;
    case 'no-click-tag':
      return 'No clickTag is set.';
    case 'unreadable':
      return `The zip cannot be read: ${packageProblemMessage(p.problem)}`;
    default: {
      const never: never = p;
      return never;
    }
  }
}
