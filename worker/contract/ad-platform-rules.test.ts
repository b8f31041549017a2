// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildZip, type ZipSpecEntry } from '../../tests/harness/zip-builder';
import { checkPackageForAdPlatforms, inspectHtml5Zip } from './ad-platform-facts';
import { adPlatformProblemMessage, type AdPlatformReport } from './ad-platform-rules';
import { readTemplatePackage } from './template-package';

const PAGE = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="ad.size" content="width=300,height=250">
<script>var clickTag = "https://shop.example/";</script>
<link rel="stylesheet" href="style.css">
</head><body><a href="https://shop.example/terms" onclick="window.open(clickTag)"><img src="img/logo.png" alt=""></a></body></html>`;

const compliant = (): ZipSpecEntry[] => [
  { name: 'index.html', content: PAGE },
  { name: 'style.css', content: 'body{margin:0;background:url(img/logo.png)}' },
  { name: 'img/logo.png', content: new Uint8Array(200), store: true },
];
const check = (entries: ZipSpecEntry[]) => inspectHtml5Zip(new Uint8Array(buildZip(entries)));
const verdicts = (report: AdPlatformReport) => Object.fromEntries(report.results.map((r) => [r.platform, r.ok ? 'ok' : r.problems]));
const withPage = (page: string, extra: ZipSpecEntry[] = []) => [{ name: 'index.html', content: page }, ...compliant().slice(1), ...extra];

describe('the ad platforms\' upload rules on an HTML5 zip', () => {
  it('accepts a compliant zip on both platforms, measured on its bytes', async () => {
    const bytes = buildZip(compliant());
    const report = await inspectHtml5Zip(new Uint8Array(bytes));
    expect(report).toEqual({ zipBytes: bytes.length, files: 3, results: [{ platform: 'google-ads', ok: true, problems: [] }, { platform: 'cm360', ok: true, problems: [] }] });
  });

  it('refuses a .ttf font on Google Ads only', async () => {
    expect(verdicts(await check([...compliant(), { name: 'fonts/brand.ttf', content: new Uint8Array(64) }]))).toEqual({
      'google-ads': [{ code: 'file-types', names: ['fonts/brand.ttf'], count: 1 }],
      cm360: 'ok',
    });
  });

  it('counts files: 41 are too many for Google Ads, 101 for Campaign Manager 360', async () => {
    const files = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `img/${i}.png`, content: new Uint8Array(4), store: true }));
    expect(verdicts(await check([...compliant(), ...files(37)]))).toEqual({ 'google-ads': 'ok', cm360: 'ok' });
    expect(verdicts(await check([...compliant(), ...files(38)]))).toEqual({ 'google-ads': [{ code: 'too-many-files', count: 41, max: 40 }], cm360: 'ok' });
    const many = verdicts(await check([...compliant(), ...files(98)]));
    expect(many.cm360).toEqual([{ code: 'too-many-files', count: 101, max: 100 }]);
  });

  it('refuses a zip over 150 KB on Google Ads, on the zip\'s compressed size', async () => {
    const noise = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 7919 + ((i * i) >>> 3)) & 0xff);
    const big = await check([...compliant(), { name: 'img/photo.jpg', content: noise(151 * 1024), store: true }]);
    expect(big.zipBytes).toBeGreaterThan(151 * 1024);
    expect(verdicts(big)).toEqual({ 'google-ads': [{ code: 'zip-too-large', size: big.zipBytes, max: 150 * 1024 }], cm360: 'ok' });
    // 300 KB of one repeated byte deflates to almost nothing: it is the zip that counts.
    expect(verdicts(await check([...compliant(), { name: 'img/blank.svg', content: ' '.repeat(300 * 1024) }]))).toEqual({ 'google-ads': 'ok', cm360: 'ok' });
  });

  it('refuses a nested zip on Google Ads, as a nested zip', async () => {
    expect(verdicts(await check([...compliant(), { name: 'backup/assets.zip', content: buildZip([{ name: 'a.txt', content: 'a' }]), store: true }]))).toEqual({
      'google-ads': [{ code: 'nested-zips', names: ['backup/assets.zip'], count: 1 }],
      cm360: 'ok',
    });
  });

  it('wants <!DOCTYPE html> first in the page', async () => {
    expect(verdicts(await check(withPage(PAGE.replace('<!DOCTYPE html>\n', ''))))['google-ads']).toEqual([{ code: 'no-doctype' }]);
    expect(verdicts(await check(withPage(PAGE.replace('<!DOCTYPE html>', '<!-- banner --> <!doctype html>'))))['google-ads']).toBe('ok');
    expect(verdicts(await check(withPage(PAGE.replace('<!DOCTYPE html>', '<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01//EN">'))))['google-ads']).toEqual([{ code: 'no-doctype' }]);
  });

  it('wants exactly one ad.size meta in the head', async () => {
    const two = PAGE.replace('<meta name="ad.size" content="width=300,height=250">', '<meta name="ad.size" content="width=300,height=250"><meta name="ad.size" content="width=728,height=90">');
    expect(verdicts(await check(withPage(two)))).toEqual({ 'google-ads': [{ code: 'several-ad-size-metas', count: 2 }], cm360: 'ok' });
    const inBody = PAGE.replace('<meta name="ad.size" content="width=300,height=250">', '').replace('<body>', '<body><meta name="ad.size" content="width=300,height=250">');
    expect(verdicts(await check(withPage(inBody)))['google-ads']).toEqual([{ code: 'no-ad-size-meta' }]);
  });

  it('wants every asset in the zip (a link to a page is not an asset)', async () => {
    const page = PAGE.replace('</head>', '<script src="https://cdn.example/gsap.min.js"></script><link rel="canonical" href="https://shop.example/"></head>').replace('<img src="img/logo.png"', '<img srcset="img/logo.png 1x, //cdn.example/logo@2x.png 2x" src="img/logo.png"');
    const report = await check([{ name: 'index.html', content: page }, { name: 'style.css', content: '@import "https://fonts.example/css?family=Inter"; h1{background:url( "img/logo.png" )}' }, compliant()[2]!]);
    expect(verdicts(report)).toEqual({
      'google-ads': [{ code: 'external-assets', names: ['https://cdn.example/gsap.min.js', '//cdn.example/logo@2x.png', 'https://fonts.example/css?family=Inter'], count: 3 }],
      cm360: 'ok',
    });
  });

  it('wants UTF-8: a style sheet in Latin-1 and a page declaring another charset are refused', async () => {
    const latin1 = Uint8Array.from([...'h1::after{content:"caf'].map((c) => c.charCodeAt(0)).concat([0xe9, 0x22, 0x7d]));
    expect(verdicts(await check([compliant()[0]!, { name: 'style.css', content: latin1 }, compliant()[2]!]))).toEqual({ 'google-ads': [{ code: 'not-utf8', names: ['style.css'], count: 1 }], cm360: 'ok' });
    expect(verdicts(await check(withPage(PAGE.replace('<meta charset="utf-8">', '<meta charset="iso-8859-1">'))))['google-ads']).toEqual([{ code: 'not-utf8', names: ['index.html'], count: 1 }]);
  });

  it('wants a clickTag on Campaign Manager 360, in the page or in a script file', async () => {
    const none = PAGE.replace('<script>var clickTag = "https://shop.example/";</script>', '');
    expect(verdicts(await check(withPage(none)))).toEqual({ 'google-ads': 'ok', cm360: [{ code: 'no-click-tag' }] });
    expect(verdicts(await check(withPage(none.replace('</head>', '<script src="ad.js"></script></head>'), [{ name: 'ad.js', content: 'window.clickTag = "https://shop.example/";' }])))).toEqual({ 'google-ads': 'ok', cm360: 'ok' });
    // Reading clickTag is not setting it.
    expect(verdicts(await check(withPage(none.replace('</head>', '<script>if (clickTag == null) {}</script></head>'))))['cm360']).toEqual([{ code: 'no-click-tag' }]);
  });

  it('wants the page at the root of the zip', async () => {
    const folder = compliant().map((e) => ({ ...e, name: `banner/${e.name}` }));
    expect(verdicts(await check(folder))).toEqual({ 'google-ads': [{ code: 'primary-not-at-root', path: 'banner/index.html' }], cm360: 'ok' });
  });

  it('lists every reason at once, and refuses what cannot be read on every platform', async () => {
    const page = PAGE.replace('<!DOCTYPE html>\n', '').replace('<script>var clickTag = "https://shop.example/";</script>', '');
    const report = await check([...withPage(page), { name: 'fonts/a.ttf', content: 'x' }, { name: 'fonts/b.woff', content: 'x' }]);
    expect(report.results.map((r) => r.problems.map(adPlatformProblemMessage))).toEqual([['Not an allowed file type: fonts/a.ttf, fonts/b.woff.', 'The page does not start with <!DOCTYPE html>.'], ['No clickTag is set.']]);
    const junk = await inspectHtml5Zip(new TextEncoder().encode('not a zip at all'));
    expect(verdicts(junk)).toEqual({ 'google-ads': [{ code: 'unreadable', problem: { code: 'not-a-zip' } }], cm360: [{ code: 'unreadable', problem: { code: 'not-a-zip' } }] });
  });
});

describe('a package checked on upload, as its HTML5 renders will be', () => {
  const packageOf = async (entries: ZipSpecEntry[]) => {
    const bytes = new Uint8Array(buildZip(entries));
    const read = await readTemplatePackage({ name: 'banner.zip', bytes }, { unpack: 'all' });
    if (!read.ok) throw new Error(read.problem.code);
    return checkPackageForAdPlatforms(read.value, bytes.byteLength);
  };

  it('counts what a render adds (one ad.size meta, the clickTag) and where it puts the page', async () => {
    const bare = '<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="ad.size" content="width=300,height=250"><meta name="ad.size" content="width=728,height=90"></head><body>Hi</body></html>';
    // A zipped folder, two sizes, no clickTag: every render is one size, at the root, with a clickTag.
    expect(verdicts(await packageOf([{ name: 'spring/index.html', content: bare }, { name: 'spring/a.css', content: 'a{}' }]))).toEqual({ 'google-ads': 'ok', cm360: 'ok' });
  });

  it('says at upload what no render fixes: a .ttf font is refused by Google Ads', async () => {
    const report = await packageOf([...compliant(), { name: 'fonts/brand.ttf', content: new Uint8Array(100) }]);
    expect(verdicts(report)).toEqual({ 'google-ads': [{ code: 'file-types', names: ['fonts/brand.ttf'], count: 1 }], cm360: 'ok' });
    expect(report.files).toBe(4);
  });
});
