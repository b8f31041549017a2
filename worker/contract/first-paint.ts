/**
 * The first paint: what the server draws into a signed-in page's `#root` before any JavaScript
 * runs, so a phone on a slow network sees the page's frame and its heading at once instead of
 * a blank page for the seconds the scripts take (docs/benchmarks.md, "First load"). React
 * replaces it on its first render (createRoot clears the element).
 *
 * It is the signed-in layout's frame (the side navigation's column, the header's bar) and, on the
 * pages of FIRST_PAINT_PAGES, the page's heading and its line below it (words the server knows
 * without any data call: the person's name, the brand's label), in the very classes the page
 * renders them with:
 * the page's PageHeading and layout read them from here, so the text the server drew and the
 * text React draws sit in the same place at the same size (no layout shift, and the largest
 * text painted stays the server's). Everything else (the brand menu, the figures, the cards)
 * waits for the app. Hidden from assistive technology: it is a picture of the page to come, and
 * the page itself is announced once it is there.
 *
 * Pure: the server writes it (server/http/page-session.ts), the page shares its classes.
 */

/** The page heading (shell/layouts/page-heading.tsx). */
export const PAGE_HEADING_CLASSES = {
  row: 'mb-6 flex flex-wrap items-end justify-between gap-3',
  // flex-1 basis-64: beside wide actions the heading takes its own line rather than one word per line.
  text: 'min-w-0 flex-1 basis-64',
  title: 'text-xl font-semibold wrap-anywhere text-slate-900 sm:text-2xl',
  subtitle: 'mt-1 text-sm wrap-anywhere text-slate-600',
} as const;

/** The signed-in layout's frame (app/layouts/default-layout.tsx, header.tsx, sidebar.tsx). */
export const LAYOUT_CLASSES = {
  frame: 'flex min-h-screen',
  // The dark column runs the full page height; below `md` the navigation is a drawer.
  sidebarColumn: 'hidden shrink-0 bg-slate-900 md:block',
  sidebarMini: 'w-16',
  sidebarFull: 'w-60',
  content: 'flex min-w-0 flex-1 flex-col',
  header: 'sticky top-0 z-20 shrink-0 border-b border-slate-200 bg-white',
  headerBar: 'flex h-14 items-center',
  main: 'flex flex-1 flex-col',
  mainPadding: 'p-4 md:p-6',
} as const;

/** The breadcrumbs (app/layouts/breadcrumbs.tsx); a crumb that links adds its hover and focus styles. */
export const BREADCRUMB_CLASSES = {
  nav: 'mb-4 text-sm',
  list: 'flex flex-wrap items-center gap-1 text-slate-500',
  item: 'flex min-w-0 items-center gap-1',
  link: 'max-w-[20rem] truncate',
  current: 'max-w-[20rem] truncate font-medium text-slate-800',
} as const;

/**
 * The pages the server draws, by their route's name: where each is (the path under the brand),
 * how its frame is drawn (the side navigation folded to icons: the route's `mini`; the message
 * keys of its breadcrumbs, none where one crumb is not shown; a test holds both equal to the
 * route table's), the class of the page's own element, and the message keys of its heading (the
 * subtitle filled with the person's `name` and the brand's label, `brand`). The landing page, and
 * the Renders page, the heaviest list a person opens first.
 */
export const FIRST_PAINT_PAGES = {
  'brand-dashboard': { path: 'dashboard', sidebarMini: true, crumbs: [], page: 'space-y-6', title: 'ROUTES.DASHBOARD', subtitle: 'DASHBOARD.WELCOME' },
  'brand-builds': { path: 'builds', sidebarMini: false, crumbs: ['ROUTES.DASHBOARD', 'ROUTES.BUILDS'], page: 'flex flex-col gap-4', title: 'ROUTES.BUILDS', subtitle: 'PAGE_LINES.BUILDS' },
} as const satisfies Record<string, { path: string; sidebarMini: boolean; crumbs: readonly string[]; page: string; title: string; subtitle: string }>;

export type FirstPaintPage = keyof typeof FIRST_PAINT_PAGES;

/** What a page's heading says, already translated in the page's first language. */
export interface FirstPaintHeading {
  readonly title: string;
  readonly subtitle: string;
  /** The breadcrumbs' labels, the page's own last (none on the dashboard). */
  readonly crumbs: readonly string[];
}

export interface FirstPaintInput {
  readonly page: FirstPaintPage;
  readonly heading: FirstPaintHeading;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** User text (a name, a brand's label) as HTML text: it can never open an element. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** The markup the server writes inside `#root`. */
export function firstPaintHtml({ page, heading }: FirstPaintInput): string {
  const c = LAYOUT_CLASSES;
  const h = PAGE_HEADING_CLASSES;
  const { sidebarMini, page: pageClass } = FIRST_PAINT_PAGES[page];
  const b = BREADCRUMB_CLASSES;
  const crumbs = heading.crumbs.map((label, i, all) => `<li class="${b.item}">${i === 0 ? '' : '<span>/</span>'}<span class="${i === all.length - 1 ? b.current : b.link}">${escapeHtml(label)}</span></li>`);
  const crumbsHtml = crumbs.length > 1 ? `<nav class="${b.nav}"><ol class="${b.list}">${crumbs.join('')}</ol></nav>` : '';
  const headingHtml = `${crumbsHtml}<div class="${pageClass}"><div class="${h.row}"><div class="${h.text}"><h1 class="${h.title}">${escapeHtml(heading.title)}</h1><p class="${h.subtitle}">${escapeHtml(heading.subtitle)}</p></div></div></div>`;
  return (
    `<div class="${c.frame}" aria-hidden="true" data-first-paint="">` +
    `<div class="${c.sidebarColumn}"><div class="${sidebarMini ? c.sidebarMini : c.sidebarFull}"></div></div>` +
    `<div class="${c.content}"><div class="${c.header}"><div class="${c.headerBar}"></div></div>` +
    `<div class="${c.main} ${c.mainPadding}">${headingHtml}</div></div></div>`
  );
}
