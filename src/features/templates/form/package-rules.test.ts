import { describe, expect, it } from 'vitest';
import { packageKind, packageProblems } from './package-rules';

const MiB = 1024 * 1024;

describe('package rules', () => {
  it('takes .zip, .html and .htm files whatever the case', () => {
    for (const name of ['banner.zip', 'BANNER.ZIP', 'index.html', 'page.HTM']) expect(packageProblems({ name, size: 10 })).toEqual([]);
  });

  it('requires a file', () => {
    expect(packageProblems(null)).toEqual([{ key: 'TEMPLATES.ERROR_PACKAGE_REQUIRED' }]);
  });

  it('refuses other types, even with a zip-looking name', () => {
    for (const name of ['banner.rar', 'banner.zip.exe', 'zip', 'index.html5']) {
      expect(packageProblems({ name, size: 10 })).toEqual([{ key: 'TEMPLATES.ERROR_PACKAGE_TYPE', params: { types: '.zip, .html, .htm' } }]);
    }
  });

  it('refuses a name the server would refuse: control characters, over 255 bytes', () => {
    expect(packageProblems({ name: 'banner\u0007.zip', size: 10 })).toEqual([{ key: 'FILE_NAME.CONTROL_CHARACTER' }]);
    expect(packageProblems({ name: `${'ž'.repeat(126)}.zip`, size: 10 })).toEqual([{ key: 'FILE_NAME.TOO_LONG' }]);
  });

  it('refuses an empty file and one above the server limit of 50 MiB', () => {
    expect(packageProblems({ name: 'a.zip', size: 0 })).toEqual([{ key: 'TEMPLATES.ERROR_PACKAGE_EMPTY' }]);
    expect(packageProblems({ name: 'a.zip', size: 50 * MiB })).toEqual([]);
    expect(packageProblems({ name: 'a.zip', size: 50 * MiB + 1 })).toEqual([{ key: 'TEMPLATES.ERROR_PACKAGE_TOO_BIG', params: { max: '50 MB' } }]);
  });

  it('tells an archive from a page', () => {
    expect(packageKind('A.ZIP')).toBe('zip');
    expect(packageKind('index.htm')).toBe('html');
  });
});
