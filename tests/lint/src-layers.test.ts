// The main thread's one-way layers (scripts/lint/src-layers.js): one planted import on each side
// of each boundary; the rule must refuse exactly the forbidden ones. A renamed folder that makes
// the rule stop matching fails here.
import { describe, expect, it } from 'vitest';
import { lintPlanted } from './planted-lint';

async function refused(filePath: string, source: string, dynamic = false): Promise<boolean> {
  const code = dynamic ? `export const y = () => import('${source}');\n` : `import { x } from '${source}';\nexport const y = x;\n`;
  return (await lintPlanted(code, filePath)).some((m) => m.ruleId === 'layers/src-layers');
}

const PLANTED: readonly { readonly file: string; readonly source: string; readonly refused: boolean; readonly dynamic?: boolean }[] = [
  // a feature: its own folder, the shell and the kit, never another feature or the composition root
  { file: 'src/features/feeds/list/planted.tsx', source: '../../ad-sets/review-badge', refused: true },
  { file: 'src/features/feeds/list/planted.tsx', source: '../../ad-sets/review-badge', refused: true, dynamic: true },
  { file: 'src/features/feeds/list/planted.test.tsx', source: '../../ad-sets/review-badge', refused: true },
  { file: 'src/features/feeds/list/planted.tsx', source: '../detail/feed-page', refused: false },
  { file: 'src/features/feeds/list/planted.tsx', source: '../../../app/router/page-registry', refused: true },
  { file: 'src/features/feeds/list/planted.tsx', source: '../../../shell/router/use-brand-path', refused: false },
  { file: 'src/features/feeds/list/planted.tsx', source: '../../../components/ui/button', refused: false },
  { file: 'src/features/feeds/list/planted.tsx', source: '../../../../tests/harness/servers/feeds-test-server', refused: false },
  // the shell kit and the shared components sit below the features
  { file: 'src/shell/router/planted.ts', source: '../../app/app', refused: true },
  { file: 'src/shell/router/planted.ts', source: '../../features/feeds/list/feeds-page', refused: true },
  { file: 'src/shell/router/planted.ts', source: '../rules/guard', refused: false },
  { file: 'src/components/ui/planted.tsx', source: '../../features/dashboard/dashboard-page', refused: true },
  { file: 'src/components/records/planted.tsx', source: '../../shell/router/use-brand-scope', refused: false },
  { file: 'src/state/planted.ts', source: '../app/app', refused: true },
  { file: 'src/data-client/planted.ts', source: '../features/feeds/list/feeds-page', refused: true },
  { file: 'src/lib/planted.ts', source: '../shell/rules/roles', refused: false },
  // the composition root composes everything
  { file: 'src/app/layouts/planted.tsx', source: '../../features/header-widgets/header-widget', refused: false },
  { file: 'src/app/planted.tsx', source: '../shell/router/route-context', refused: false },
];

describe('src layers (scripts/lint/src-layers.js)', () => {
  it.each(PLANTED)('$file importing $source: refused $refused', async ({ file, source, refused: expected, dynamic }) => {
    expect(await refused(file, source, dynamic)).toBe(expected);
  });
});
