import { describe, expect, it } from 'vitest';
import { cacheControlFor, HASHED_CACHE_CONTROL } from './static-cache.ts';

describe('how long a built file may be kept', () => {
  it('is a year, immutable, for content-hashed files under assets/ and their compressed copies', () => {
    for (const path of ['assets/index-B-IGT1a5.js', 'assets/main-Cm--dcpj.js', 'assets/index-DIg5kLsq.css', 'assets/index-B-IGT1a5.js.br', 'assets/fonts/inter-AbCd_123.woff2'])
      expect({ path, cache: cacheControlFor(path) }).toEqual({ path, cache: HASHED_CACHE_CONTROL });
  });

  it('is no-cache (revalidate) for index.html, public files and anything without a hash', () => {
    for (const path of ['index.html', 'index.html.br', 'favicon.svg', 'ads.js', 'assets/app.js', 'assets/index-short.js', 'other/index-B-IGT1a5.js'])
      expect({ path, cache: cacheControlFor(path) }).toEqual({ path, cache: 'no-cache' });
  });
});
