/**
 * How the client's JavaScript is cut into files (a first load of dozens of
 * 1–2 KiB chunks cost a request each). Rolldown's `output.codeSplitting.groups`, used by
 * vite.config.ts; docs/benchmarks.md has the figures.
 *
 * - `index`: everything the first page needs, the entry and every module it imports statically
 *   (Rolldown's `$initial` tag). Left to itself the bundler split out each module a lazy page
 *   shares with the entry: 25 chunks before the app could start.
 * - `shell-parts`: the shell's lazy parts (src/shell/router/lazy-part.tsx), which every visit
 *   fetches together when the browser is idle after the first screen, with Headless UI and the
 *   packages only it (and the brand list) uses: one request instead of ten, which on HTTP/1.1's
 *   six connections held up the session's first calls. Only those: what the parts share with the
 *   pages (page states, the notification views, dates) is left to the bundler, so a page that
 *   needs it (the dashboard's recent notifications) does not fetch the menus' behaviour with it
 *   and its first paint waits for none of it.
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
  // drops its import with __DEVTOOLS__); rendered from the first paint, so a chunk of its own (BOOT_PARTS).
  'src/features/devtools/time-travel-host.tsx',
  // The Renders page's and a render's "Render again" dialog (the kit's Modal, so Headless UI).
  'src/features/renders/render-again-dialog.tsx',
] as const;

/**
 * Parts rendered from the first paint on (the devtools' time travel host, in builds with the
 * devtools): each a chunk of its own, so the first paint of such a build does not fetch the menus'.
 */
export const BOOT_PARTS: readonly string[] = ['src/features/devtools/time-travel-host.tsx'];

/**
 * The app's modules that import Headless UI besides the parts (the kit's dialogs, the user menu's
 * entries): with it, so that no chunk of them imports the parts' chunk and the parts' chunk
 * imports no chunk of theirs.
 */
export const HEADLESS_UI_USERS = ['src/components/ui/modal.tsx', 'src/components/ui/side-panel.tsx', 'src/features/user-menu/user-menu-entries.tsx'] as const;

/** Headless UI and the packages it brings (anchoring, focus and hover handling), and the brand list's fuzzy search. */
const LATE_PACKAGES = /\/node_modules\/(@headlessui\/react|@floating-ui\/[^/]+|react-aria|@react-aria\/[^/]+|@react-stately\/[^/]+|use-sync-external-store|fuse\.js)\//;

const slashed = (id: string) => id.replace(/\\/g, '/');

export const CHUNK_GROUPS = [
  { name: 'index', tags: ['$initial' as const], priority: 2 },
  {
    name: 'shell-parts',
    test: (id: string) =>
      LATE_PACKAGES.test(slashed(id)) || [...SHELL_PARTS, ...HEADLESS_UI_USERS].some((part) => !BOOT_PARTS.includes(part) && slashed(id).endsWith(`/${part}`)),
    priority: 1,
    // What else the parts import stays where the bundler puts it (beside the pages that share it).
    includeDependenciesRecursively: false,
  },
];
