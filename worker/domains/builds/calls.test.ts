// @vitest-environment node
/** The zip call through the real HttpPort: the URL a zip of 999 renders is asked with. */
import { describe, expect, it } from 'vitest';
import { createHttpPort, DEFAULT_OAUTH_SCOPE } from '../../ports/http/create-http-port';
import { buildsCalls } from './calls';

function portAnsweringZip() {
  const urls: string[] = [];
  const fetch = async (url: string) => {
    urls.push(url);
    return new Response(new Blob([new Uint8Array([0x50, 0x4b])]), { status: 200, headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="stark-visual-builds.zip"' } });
  };
  const port = createHttpPort({ fetch, origin: 'https://app.test', env: { oauthClientId: 'c', oauthScope: DEFAULT_OAUTH_SCOPE } });
  return { port, urls };
}

describe('buildsDownloadZip', () => {
  it('asks for 999 ids Laravel-style with unencoded brackets: 24 bytes per four-digit id', async () => {
    const { port, urls } = portAnsweringZip();
    const ids = Array.from({ length: 999 }, (_, i) => String(9001 + i));
    const file = await port.call(buildsCalls.buildsDownloadZip, ids, { brand: 'stark' });
    expect(file.filename).toBe('stark-visual-builds.zip');
    const url = new URL(urls[0]!);
    expect(url.pathname).toBe('/server/api/v1/visual-build/download');
    expect(url.search.startsWith('?visual_build_ids[]=9001&visual_build_ids[]=9002&')).toBe(true);
    expect(url.searchParams.getAll('visual_build_ids[]')).toEqual(ids);
    // 23,975 bytes (`%5B%5D` made it 27,971).
    expect(url.search.length).toBe(1 + 999 * 'visual_build_ids[]=9001&'.length - 1);
  });
});
