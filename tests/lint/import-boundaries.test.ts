// The import boundaries of ARCHITECTURE.md are enforced by eslint.config.js; this plants one
// import on each side of each boundary and checks the rule refuses exactly the forbidden ones.
// A zone that stops matching (a renamed folder, a wrong glob) fails here, not in review.
import { describe, expect, it } from 'vitest';
import { lintPlanted } from './planted-lint';

/** The no-restricted-imports messages ESLint gives `source` imported (as a value, or as a type) from a file at `filePath`. */
async function refusals(filePath: string, source: string, typeOnly = false): Promise<string[]> {
  const code = typeOnly ? `import type { X } from '${source}';\nexport type Y = X;\n` : `import { x } from '${source}';\nexport const y = x;\n`;
  return (await lintPlanted(code, filePath)).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const PLANTED: readonly { readonly file: string; readonly source: string; readonly refused: boolean; readonly typeOnly?: boolean }[] = [
  // server/: the contract, the domains' contracts and the GraphQL documents only
  { file: 'server/routes/planted.ts', source: '../../src/state/atoms', refused: true },
  { file: 'server/routes/planted.ts', source: '../../worker/engine/core/runtime', refused: true },
  { file: 'server/routes/planted.ts', source: '../../worker/domains/builds/calls', refused: true },
  { file: 'server/routes/planted.ts', source: '../../tests/harness/zip-builder.ts', refused: true },
  { file: 'server/routes/planted.ts', source: 'react', refused: true },
  { file: 'server/routes/planted.ts', source: '../../worker/contract/limits', refused: false },
  { file: 'server/routes/planted.ts', source: '../../worker/domains/builds/contract', refused: false },
  { file: 'server/live/planted.ts', source: '../../worker/domains/contracts', refused: false },
  { file: 'server/routes/planted.ts', source: '../../worker/domains/builds/live', refused: true },
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
  { file: 'src/features/planted/planted.tsx', source: '../../../worker/domains/builds/calls', typeOnly: true, refused: true },
  { file: 'src/features/planted/planted.tsx', source: '../../../worker/domains/registry', typeOnly: true, refused: true },
  { file: 'src/features/planted/planted.tsx', source: '../../../worker/domains/contracts', typeOnly: true, refused: false },
  // a domain's contract: its types only (its live rows carry valibot schemas)
  { file: 'src/features/planted/planted.tsx', source: '../../../worker/domains/builds/contract', typeOnly: true, refused: false },
  { file: 'src/features/planted/planted.tsx', source: '../../../worker/domains/builds/contract', refused: true },
  { file: 'src/features/planted/planted.tsx', source: '../../../worker/contract/nested/thing', refused: true },
  // worker/: never the UI; the contract is self-contained
  { file: 'worker/engine/planted.ts', source: 'react', refused: true },
  { file: 'worker/engine/planted.ts', source: '../../src/app/app', refused: true },
  { file: 'worker/contract/planted.ts', source: 'valibot', refused: true },
  { file: 'worker/contract/planted.ts', source: 'fflate', refused: true },
  { file: 'worker/contract/planted.ts', source: '../engine/core/runtime', refused: true },
  { file: 'worker/contract/planted.ts', source: './limits', refused: false },
  // ... but for the unions derived from the domains' contracts, which it names as types only
  { file: 'worker/contract/planted.ts', source: '../domains/contracts', typeOnly: true, refused: false },
  { file: 'worker/contract/planted.ts', source: '../domains/builds/contract', typeOnly: true, refused: false },
  { file: 'worker/contract/planted.ts', source: '../domains/contracts', refused: true },
  { file: 'worker/contract/planted.ts', source: '../domains/builds/calls', typeOnly: true, refused: true },
  // a domain's contract: pure, like the contract, plus valibot for its wire schemas
  { file: 'worker/domains/builds/contract.ts', source: 'valibot', refused: false },
  { file: 'worker/domains/builds/contract.ts', source: '../../contract/limits', refused: false },
  { file: 'worker/domains/builds/contract.ts', source: '../people/contract', refused: false },
  { file: 'worker/domains/builds/contract.ts', source: '../contract-kit', refused: false },
  { file: 'worker/domains/builds/contract.ts', source: '../contracts', typeOnly: true, refused: false },
  { file: 'worker/domains/builds/contract.ts', source: '../contracts', refused: true },
  { file: 'worker/domains/builds/contract.ts', source: './calls', refused: true },
  { file: 'worker/domains/builds/contract.ts', source: '../../engine/core/runtime', refused: true },
  { file: 'worker/domains/builds/contract.ts', source: '../../ports/live/live-event-spec', refused: true },
  { file: 'worker/domains/builds/contract.ts', source: 'rxjs', refused: true },
  { file: 'worker/domains/contracts.ts', source: './builds/contract', refused: false },
  { file: 'worker/domains/contracts.ts', source: './registry', refused: true },
  { file: 'worker/engine/planted.ts', source: 'rxjs', refused: false },
  // the engine is generic: its registry brings the domains, it never imports them (not even types)
  { file: 'worker/engine/planted.ts', source: '../domains/registry', refused: true },
  { file: 'worker/engine/core/planted.ts', source: '../../domains/session/calls', refused: true },
  { file: 'worker/engine/live-queries/planted.ts', source: '../../domains/contracts', typeOnly: true, refused: true },
  { file: 'worker/engine/planted.ts', source: '../contract/events', typeOnly: true, refused: false },
  { file: 'worker/engine/planted.ts', source: '../ports/types', refused: false },
  { file: 'worker/engine/planted.test.ts', source: '../domains/registry', refused: false },
  { file: 'worker/app-engine.ts', source: './domains/registry', refused: false },
];

describe('import boundaries (eslint.config.js)', () => {
  it.each(PLANTED)('$file importing $source (type only: $typeOnly): refused = $refused', async ({ file, source, refused, typeOnly }) => {
    const messages = await refusals(file, source, typeOnly);
    expect(messages.length > 0).toBe(refused);
  });
});
