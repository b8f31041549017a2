// Lint, with the architecture's import boundaries enforced by the tool (ARCHITECTURE.md §2).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from './scripts/lint/src-layers.js';

const connectionLibs = ['pusher-js', 'pusher-js/*', 'laravel-echo', 'graphql-ws'];
const uiLibs = ['react', 'react-dom', 'react-dom/*', 'jotai', 'jotai/*', 'wouter', 'wouter/*', '@headlessui/react', 'react-i18next'];

/** Builds a no-restricted-imports rule from path patterns and package names. */
function restrict({ paths = [], patterns = [] }) {
  return ['error', { paths, patterns }];
}
const banPackages = (names, message) => names.map((name) => ({ group: [name], message }));

// src/ imports run-time values from worker/ only out of the contract, which is pure by its own
// zone below (sibling modules only: no package, no other folder), so no worker code can come with
// them; the rest of worker/ as types only, and the worker's internals not at all (the in-process
// host, which data-client loads for `?worker=0` and tests, has a block of its own). Decision 1.
const srcWorkerPatterns = [
  { regex: '(^|/)worker/domains/(?![^/]+/contract$|contracts$)', message: 'src/ sees a domain only through its contract (worker/domains/<domain>/contract.ts, types), never its calls, live rows or handlers.' },
  { regex: '(^|/)worker/(?!contract/[^/]+$)', allowTypeImports: true, message: 'src/ imports run-time values from worker/ only out of worker/contract (pure by its own lint rule); the rest as types, and the data layer through DataLayerApi.' },
  { group: ['**/worker/engine/**', '**/worker/ports/**', '**/worker/log/**', '**/worker/host/**', '**/worker/boot/**', '**/worker/main', '**/worker/main.ts'], message: 'src/ never imports worker internals; talk to the data layer through DataLayerApi.' },
];
const srcConnection = banPackages(connectionLibs, 'Connections belong to the worker (ARCHITECTURE.md §1).');
const jotaiOutsideState = banPackages(['jotai', 'jotai/*'], 'jotai is imported only in src/state.');
const comlinkBan = banPackages(['comlink'], 'comlink is imported only in src/data-client and worker/main.ts.');
// The error-reporting SDK loads on demand (docs/error-reporting.md): a static import anywhere
// else would put it in the initial bundle.
const sdkReporter = 'src/shell/error-reporting/sdk-reporter.ts';
// The app's useTranslation (src/i18n/use-translation.ts) is react-i18next's at a fraction of its cost per component.
const i18nHook = [{ name: 'react-i18next', importNames: ['useTranslation'], message: "Use the app's useTranslation (src/i18n/use-translation.ts): react-i18next's costs every component a copy of the i18n instance." }];
const sentryBan = [{ group: ['@sentry/*'], allowTypeImports: true, message: `@sentry/* is imported at run time only by ${sdkReporter}, which is loaded on demand.` }];

/** What no worker module imports: the UI, the page's code, Comlink (but worker/main.ts). */
const workerPatterns = [
  ...banPackages(uiLibs, 'The worker never touches React, jotai or the DOM.'),
  { group: ['**/src/**', '../src/*', '../../src/*'], message: 'worker/ never imports src/.' },
  ...comlinkBan,
];

/** Every test: cross-cutting tests, harness and e2e in tests/, and unit tests beside their code. */
const TEST_FILES = ['tests/**/*.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'worker/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'server/public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'Use an `as const` object and a same-named type instead of enum.' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict({ paths: i18nHook, patterns: [...srcWorkerPatterns, ...srcConnection, ...jotaiOutsideState, ...comlinkBan, ...sentryBan] }),
    },
  },
  {
    files: [sdkReporter],
    rules: { 'no-restricted-imports': restrict({ paths: i18nHook, patterns: [...srcWorkerPatterns, ...srcConnection, ...jotaiOutsideState, ...comlinkBan] }) },
  },
  {
    files: ['src/state/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict({ paths: i18nHook, patterns: [...srcWorkerPatterns, ...srcConnection, ...comlinkBan] }) },
  },
  {
    files: ['src/data-client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict({
        paths: i18nHook,
        patterns: [
          { group: ['**/worker/engine/**', '**/worker/ports/**', '**/worker/log/**', '**/worker/host/**'], message: 'data-client reaches the engine only through worker/boot (the in-process host).' },
          ...srcConnection,
          ...jotaiOutsideState,
        ],
      }),
    },
  },
  {
    files: ['worker/**/*.ts'],
    languageOptions: { globals: { ...globals.worker } },
    rules: { 'no-restricted-imports': restrict({ patterns: workerPatterns }) },
  },
  {
    // The engine is generic (docs/engine.md, "Composition"): it is made of a registry
    // (createEngine(registry, ports)) and never imports this app's domains, which build on it.
    // The app composes the two once, in worker/app-engine.ts. Its tests may use the app's domains.
    files: ['worker/engine/**/*.ts'],
    ignores: ['worker/engine/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict({
        patterns: [
          ...workerPatterns,
          { regex: '(^|/)domains(/|$)', message: 'The engine never imports the app\'s domains (not even as types): it gets them through its registry (worker/engine/registry.ts); the app composes both in worker/app-engine.ts.' },
        ],
      }),
    },
  },
  {
    files: ['worker/main.ts'],
    rules: {
      'no-restricted-imports': restrict({
        patterns: [...banPackages(uiLibs, 'The worker never touches React, jotai or the DOM.'), { group: ['**/src/**'], message: 'worker/ never imports src/.' }],
      }),
    },
  },
  {
    files: ['worker/contract/**/*.ts'],
    // Its tests may use the test harness (tests/harness/zip-builder.ts builds malformed zips).
    ignores: ['worker/contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict({
        // Only sibling modules at run time: what the contract is made of is what src/ and server/
        // get with it. The unions it names (DomainEvent, Command, Query) are derived from the
        // domains' contracts, which it may import as types only, and registered with the engine's
        // vocabulary (engine/registered.ts: the envelope and the names the engine is written against,
        // pure like the contract).
        patterns: [
          { regex: '^(?!\\./|\\.\\./domains/([^/]+/contract|contracts)$|\\.\\./engine/registered$)', message: 'The contract is self-contained (types, constants and pure rules): it imports only its own modules, no package and no other folder.' },
          { regex: '^\\.\\./domains/', allowTypeImports: true, message: 'The contract imports the domains\' contracts as types only (the unions derived from them).' },
        ],
      }),
    },
  },
  {
    // A domain's contract (and the kit and registry of contracts): pure like worker/contract, plus
    // valibot for the live rows' wire schemas. The server imports them as they are.
    files: ['worker/domains/*/contract.ts', 'worker/domains/contracts.ts', 'worker/domains/contract-kit.ts'],
    rules: {
      'no-restricted-imports': restrict({
        patterns: [
          {
            regex: '^(?!valibot$|(\\.\\./)+contract/[^/]+$|\\.\\./[^/]+/contract$|\\./[^/]+/contract$|(\\.\\.?/)contract-kit$|\\.\\./contracts$)',
            message: 'A domain contract is pure: it imports only worker/contract, other domains\' contracts, the contract kit and valibot.',
          },
          // The registry of contracts, for the unions derived from every contract (WatchedResource):
          // types only, or the registry would load the contract that loads it.
          { regex: '^\\.\\./contracts$', allowTypeImports: true, message: 'A domain contract imports the registry of contracts (worker/domains/contracts.ts) as types only.' },
        ],
      }),
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{js,mjs,ts}', 'tests/**/*.{ts,tsx}', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The reference backend shares the contract and the domains' contracts with the client (rules
    // and live rows written once, decision 8) and the GraphQL documents the client sends (its depth limits are measured on them), nothing
    // else: never the page, the worker's engine, ports or domains, nor the test harness at run time.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/test-support/**'],
    rules: {
      'no-restricted-imports': restrict({
        patterns: [
          ...banPackages(uiLibs, 'The server never imports React, jotai or the router.'),
          { group: ['**/src/**'], message: 'server/ never imports src/ (the page).' },
          {
            regex: '(^|/)worker/(?!contract/|domains/[^/]+/contract(\\.ts)?$|domains/contracts(\\.ts)?$|domains/contract-kit(\\.ts)?$|ports/graphql/documents(\\.ts)?$)',
            message: 'server/ imports only worker/contract, the domains\' contracts (and the GraphQL documents) from worker/.',
          },
          { group: ['**/tests/**'], message: 'server/ never imports tests/ at run time (tests and server/test-support may).' },
        ],
      }),
    },
  },
  {
    // The main thread's layers run one way (scripts/lint/src-layers.js, docs/layers.md).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { layers },
    rules: { 'layers/src-layers': 'error' },
  },
  {
    // Tests that cannot fail: an assertion that returns a promise (Playwright's `expect(locator)`,
    // `expect.poll`, vitest's `.resolves`/`.rejects`, a userEvent call) checks nothing unless
    // awaited. These rules need the types, so they run on the tests only, where a forgotten
    // `await` hides a failure; building the programs for them takes the whole lint from about
    // 45 s to 80 s of CPU on a 2-core machine.
    files: TEST_FILES,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
);
