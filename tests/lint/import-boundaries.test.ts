// The import boundaries of ARCHITECTURE.md are enforced by eslint.config.js; this plants one
// import on each side of each boundary and checks the rule refuses exactly the forbidden ones.
// A zone that stops matching (a renamed folder, a wrong glob) fails here, not in review.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The no-restricted-imports messages ESLint gives `source` imported from a file at `filePath`. */
async function refusals(filePath: string, source: string): Promise<string[]> {
  const code = `import { x } from '${source}';\nexport const y = x;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const PLANTED: readonly { readonly file: string; readonly source: string; readonly refused: boolean }[] = [
  // server/: the contract and the GraphQL documents only
  { file: 'server/routes/planted.ts', source: '../../src/state/atoms', refused: true },
  { file: 'server/routes/planted.ts', source: '../../worker/engine/core/runtime', refused: true },
  { file: 'server/routes/planted.ts', source: '../../worker/domains/builds/calls', refused: true },
  { file: 'server/routes/planted.ts', source: '../../tests/harness/zip-builder.ts', refused: true },
  { file: 'server/routes/planted.ts', source: 'react', refused: true },
  { file: 'server/routes/planted.ts', source: '../../worker/contract/limits', refused: false },
  { file: 'server/graphql/planted.ts', source: '../../worker/ports/graphql/documents.ts', refused: false },
  { file: 'server/routes/planted.test.ts', source: '../../tests/harness/zip-builder.ts', refused: false },
  // src/: no connections, no worker internals, jotai only in src/state
  { file: 'src/features/planted/planted.tsx', source: 'pusher-js', refused: true },
  { file: 'src/features/planted/planted.tsx', source: '../../../worker/engine/core/runtime', refused: true },
  { file: 'src/features/planted/planted.tsx', source: 'jotai', refused: true },
  { file: 'src/state/planted.ts', source: 'jotai', refused: false },
  { file: 'src/features/planted/planted.tsx', source: '../../../worker/contract/limits', refused: false },
  // any contract module, with no list to keep: the contract's own zone keeps it pure
  { file: 'src/features/planted/planted.tsx', source: '../../../worker/contract/events', refused: false },
  { file: 'src/features/planted/planted.tsx', source: '../../../worker/domains/builds/calls', refused: true },
  { file: 'src/features/planted/planted.tsx', source: '../../../worker/contract/nested/thing', refused: true },
  // worker/: never the UI; the contract is self-contained
  { file: 'worker/engine/planted.ts', source: 'react', refused: true },
  { file: 'worker/engine/planted.ts', source: '../../src/app/app', refused: true },
  { file: 'worker/contract/planted.ts', source: 'valibot', refused: true },
  { file: 'worker/contract/planted.ts', source: 'fflate', refused: true },
  { file: 'worker/contract/planted.ts', source: '../engine/core/runtime', refused: true },
  { file: 'worker/contract/planted.ts', source: './limits', refused: false },
  { file: 'worker/engine/planted.ts', source: 'rxjs', refused: false },
];

describe('import boundaries (eslint.config.js)', () => {
  it.each(PLANTED)('$file importing $source: refused = $refused', async ({ file, source, refused }) => {
    const messages = await refusals(file, source);
    expect(messages.length > 0).toBe(refused);
  });
});
