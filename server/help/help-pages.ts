/**
 * The app's help (docs/help/*.md, the guide for the people who use the product), served at
 * `/help/` and `/help/{page}` as plain HTML pages: the Documentation link of the app points here
 * unless a deployment names its own site (VITE_DOCS_URL), and the Support link to `/help/support`,
 * which gives this installation's support address (`SUPPORT_EMAIL`).
 *
 * The pages are the repository's own files, read once at start: a page name is one of them or
 * the 404 page, never a path. Markdown is rendered by `marked`; the files are ours, and the one
 * value that comes from outside (the support address) is escaped before it is put in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { marked } from 'marked';

export interface HelpPage {
  readonly name: string;
  readonly title: string;
  readonly html: string;
}

export interface HelpOptions {
  /** The folder of the guide's Markdown files. */
  readonly dir: string;
  /** Where people of this installation get help; null: the page says the address is not set. */
  readonly supportEmail: string | null;
}

/** The guide's first page. The menu follows the order its links name the others in; any page it does not link comes after, by name. */
const FIRST = 'index';
const PAGE_NAME = /^[a-z0-9-]+$/;
const SUPPORT_PLACEHOLDER = '{{support}}';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A plausible address only: anything else is shown as not set rather than put in a mailto link. */
const EMAIL = /^[^\s@<>"']{1,64}@[^\s@<>"']{1,190}$/;

function supportSentence(email: string | null): string {
  if (email === null || !EMAIL.test(email)) return '_This installation has no support address set. Ask the people who run it; they set one with `SUPPORT_EMAIL`._';
  const safe = escapeHtml(email);
  return `Write to <a href="mailto:${safe}">${safe}</a>.`;
}

/** `feeds.md` and `feeds.md#kinds` between pages become `/help/feeds` and `/help/feeds#kinds`. */
function linkBetweenPages(markdown: string): string {
  return markdown.replace(/\]\(([a-z0-9-]+)\.md(#[a-z0-9-]+)?\)/g, (_m, name: string, hash: string | undefined) => `](/help/${name === FIRST ? '' : name}${hash ?? ''})`);
}

function titleOf(markdown: string, name: string): string {
  return /^# (.+)$/m.exec(markdown)?.[1]?.trim() ?? name;
}

export function loadHelpPages({ dir, supportEmail }: HelpOptions): ReadonlyMap<string, HelpPage> {
  const sources = new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.md') && PAGE_NAME.test(file.slice(0, -3)))
      .map((file) => [file.slice(0, -3), readFileSync(join(dir, file), 'utf8')] as const),
  );
  const linked = [...(sources.get(FIRST) ?? '').matchAll(/\]\(([a-z0-9-]+)\.md/g)].map((m) => m[1]!);
  const order = [FIRST, ...linked, ...[...sources.keys()].sort()];
  const pages = new Map<string, HelpPage>();
  for (const name of order) {
    const text = sources.get(name);
    if (text === undefined || pages.has(name)) continue;
    const source = text.replaceAll(SUPPORT_PLACEHOLDER, supportSentence(supportEmail));
    pages.set(name, { name, title: titleOf(source, name), html: marked.parse(linkBetweenPages(source), { async: false }) });
  }
  return pages;
}

/** One page of the guide with the guide's menu, or the guide's 404 page when `page` is null. */
export function helpDocument(pages: ReadonlyMap<string, HelpPage>, page: HelpPage | null): string {
  const menu = [...pages.values()]
    .map((p) => `<li><a href="/help/${p.name === FIRST ? '' : p.name}"${p === page ? ' aria-current="page"' : ''}>${escapeHtml(p.title)}</a></li>`)
    .join('');
  const title = page === null ? 'Page not found' : page.title;
  const body = page === null ? '<h1>Page not found</h1><p>The guide has no such page. Choose one from the menu.</p>' : page.html;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Adcreative help</title>
<link rel="stylesheet" href="/help/help.css">
</head>
<body>
<header><a href="/" class="home">Adcreative</a> <span>Help</span></header>
<div class="layout">
<nav aria-label="Help pages"><ul>${menu}</ul></nav>
<main>${body}</main>
</div>
</body>
</html>
`;
}
