import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * /__devtools is routed in the dev server and in the local stack's build, not in a production
 * build: vite.config.ts defines `__DEVTOOLS__` (false in mode production), see devtools-build.ts.
 * That the panel's chunk is left out of a production build too was checked with `vite build`.
 */
async function devtoolsRouted(flag: boolean | undefined): Promise<{ inTable: boolean; matched: string | null }> {
  vi.resetModules();
  if (flag !== undefined) vi.stubGlobal('__DEVTOOLS__', flag);
  const { ROUTES } = await import('./route-table');
  const { matchRoute } = await import('./match-route');
  return { inTable: ROUTES.some((route) => route.name === 'devtools'), matched: matchRoute('/__devtools')?.route.name ?? null };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the devtools route', () => {
  it('is absent from a production build', async () => {
    const routes = await devtoolsRouted(false);
    expect(routes.inTable).toBe(false);
    expect(routes.matched).not.toBe('devtools');
  });

  it('is there in the dev server and the stack’s build, and where Vite did not compile the table (tests, e2e specs)', async () => {
    expect(await devtoolsRouted(true)).toEqual({ inTable: true, matched: 'devtools' });
    expect(await devtoolsRouted(undefined)).toEqual({ inTable: true, matched: 'devtools' });
  });
});
