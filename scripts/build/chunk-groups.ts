/**
 * How the client's JavaScript is cut into files (a first load of dozens of
 * 1–2 KiB chunks cost a request each). Rolldown's `output.codeSplitting.groups`, used by
 * vite.config.ts; docs/benchmarks.md has the figures.
 *
 * - `index`: everything the first page needs, the entry and every module it imports statically
 *   (Rolldown's `$initial` tag). Left to itself the bundler split out each module a lazy page
 *   shares with the entry: 25 chunks before the app could start.
 * - `shell-parts`: the shell's lazy parts (src/shell/router/lazy-part.tsx), which every visit
 *   fetches together when the browser is first idle, with what they import: one request instead
 *   of ten, which on HTTP/1.1's six connections held up the session's first calls.
 * Pages stay chunks of their own and import what they share from these.
 */

/** The modules `lazyPart(() => import(…))` and `deferredMenu(() => import(…))` load (tests/stack/chunk-groups.test.ts keeps this list true). */
export const SHELL_PARTS = [
  'src/features/notifications/notifications-panel.tsx',
  'src/features/brand-menu/brand-list.tsx',
  'src/features/maintenance/maintenance-dialog.tsx',
  'src/features/user-menu/godlike-dialog.tsx',
  // The header's and the sidebar's menus and the narrow screens' drawer (shell/router/deferred-menu.tsx):
  // Headless UI travels with them, not in the initial JavaScript.
  'src/features/brand-menu/brand-menu-popover.tsx',
  'src/features/user-menu/user-menu-dropdown.tsx',
  'src/app/layouts/header-menu-popover.tsx',
  'src/app/layouts/modules-menu.tsx',
  'src/app/layouts/nav-drawer.tsx',
  // The devtools' time travel over the app: only in builds with the devtools (a production build
  // drops its import with __DEVTOOLS__, so its shell-parts chunk does not carry it).
  'src/features/devtools/time-travel-host.tsx',
] as const;

const slashed = (id: string) => id.replace(/\\/g, '/');

export const CHUNK_GROUPS = [
  { name: 'index', tags: ['$initial' as const], priority: 2 },
  { name: 'shell-parts', test: (id: string) => SHELL_PARTS.some((part) => slashed(id).endsWith(`/${part}`)), priority: 1 },
];
