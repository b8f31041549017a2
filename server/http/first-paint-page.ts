/**
 * The first paint of a signed-in page (worker/contract/first-paint.ts), as the server writes it
 * into index.html beside the session block: only on the pages of FIRST_PAINT_PAGES (the dashboard,
 * the Renders page) of a brand the person belongs to, where the server knows everything the
 * heading says (the person's name and the brand's label from the session block's own answers)
 * and how the frame is drawn. Any other page gets none: a frame drawn differently from the page
 * that follows would jump.
 *
 * In the language the page's first render uses: the `locale` cookie, else English
 * (src/i18n/index.ts), from the app's own message files.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale } from '../../worker/contract/entities';
import { FIRST_PAINT_PAGES, firstPaintHtml, type FirstPaintPage } from '../../worker/contract/first-paint';
import type { PageSessionWire } from '../../worker/contract/page-config';

type Messages = Readonly<Record<string, unknown>>;

const messagesByLocale = new Map<Locale, Messages>();

function messagesOf(locale: Locale): Messages {
  let messages = messagesByLocale.get(locale);
  if (messages === undefined) {
    messages = JSON.parse(readFileSync(fileURLToPath(new URL(`../../locales/${locale}.json`, import.meta.url)), 'utf8')) as Messages;
    messagesByLocale.set(locale, messages);
  }
  return messages;
}

/** `key` (`AREA.NAME`) in `locale`, English when missing, with `{{name}}` placeholders filled as i18next does. */
export function translate(locale: Locale, key: string, params: Readonly<Record<string, string>> = {}): string {
  const path = key.split('.');
  const template = stringAt(messagesOf(locale), path) ?? stringAt(messagesOf('en'), path) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => params[name] ?? whole);
}

function localeFrom(cookie: string | undefined): Locale {
  return (LOCALES as readonly string[]).includes(cookie ?? '') ? (cookie as Locale) : 'en';
}

function stringAt(value: unknown, path: readonly string[]): string | null {
  const found = path.reduce<unknown>((at, part) => (at !== null && typeof at === 'object' ? (at as Messages)[part] : undefined), value);
  return typeof found === 'string' ? found : null;
}

/** The markup for `#root`, or null when this page gets no first paint. */
export function firstPaintFor(url: string, localeCookie: string | undefined, session: PageSessionWire): string | null {
  const brandUser = session.brandUser;
  if (brandUser === null) return null;
  const path = url.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
  const brandPath = `/${encodeURIComponent(brandUser.brand)}/`;
  const page = (Object.keys(FIRST_PAINT_PAGES) as FirstPaintPage[]).find((name) => path === brandPath + FIRST_PAINT_PAGES[name].path);
  if (page === undefined) return null;
  const name = stringAt(session.me, ['data', 'name']);
  const label = stringAt(brandUser.answer, ['data', 'brand', 'label']);
  if (name === null || label === null) return null;
  const locale = localeFrom(localeCookie);
  const { title, subtitle, crumbs } = FIRST_PAINT_PAGES[page];
  return firstPaintHtml({ page, heading: { title: translate(locale, title), subtitle: translate(locale, subtitle, { name, brand: label }), crumbs: crumbs.map((key) => translate(locale, key)) } });
}
