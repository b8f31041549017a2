import { describe, expect, it } from 'vitest';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import { ROUTES } from '../shell/routes/route-table';
import { baseKey, flattenKeys, placeholders, pluralForms } from './flatten-keys';

const SHARED = { en, cs, fr } as const;
type Language = keyof typeof SHARED;

// Area namespaces (locale-backend.ts): locales/areas/<area>/<lang>.json.
const AREA_FILES = import.meta.glob<Record<string, unknown>>('../../locales/areas/*/*.json', { import: 'default', eager: true });
const AREAS = new Map<string, Partial<Record<Language, Record<string, unknown>>>>();
for (const [path, tree] of Object.entries(AREA_FILES)) {
  const [area, file] = path.split('/').slice(-2) as [string, string];
  AREAS.set(area, { ...AREAS.get(area), [file.replace('.json', '')]: tree });
}

/** Every message file, as [name, trees by language]: the shared one and each area's. */
const FILES: readonly (readonly [string, Partial<Record<Language, unknown>>])[] = [['shared', SHARED], ...[...AREAS].map(([area, trees]) => [`area ${area}`, trees] as const)];

/** Top-level group → the area that owns it (shared groups are absent). */
const GROUP_AREA = new Map<string, string>();
for (const [area, trees] of AREAS) for (const group of Object.keys(trees.en ?? {})) GROUP_AREA.set(group, area);

const enKeys = flattenKeys(en).sort();
const allEnKeys = [...enKeys, ...[...AREAS.values()].flatMap((trees) => flattenKeys(trees.en ?? {}))];

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
}

// Every source file of src/, to find the keys the code uses literally.
const SOURCES = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

const SPEC_CATALOGUE = [
  'REQUESTS.NOT_FOUND',
  'REQUESTS.UNAUTHORIZED',
  'REQUESTS.EXPIRED',
  'REQUESTS.UNAVAILABLE',
  'REQUESTS.INVALID',
  'REQUESTS.FAILED',
  'REQUESTS.NETWORK',
  'REQUESTS.INVALID_RESPONSE',
  'GRAPHQL_ERROR',
  'GUARD_PAGES.FORBIDDEN',
  'BOOT.FAILED',
];

// Keys built at run time from a fixed set of values.
const DYNAMIC = [
  ...['MANAGER', 'DEVELOPER', 'EDITOR', 'VISITOR'].map((r) => `ROLES.${r}`),
  ...['EN', 'CS', 'FR'].map((l) => `LOCALES.${l}`),
  ...['HIGH', 'MEDIUM', 'SUCCESS'].map((s) => `INCIDENTS.SEVERITY_${s}`),
  ...['UNKNOWN', 'OK', 'LOW', 'VERY_LOW', 'CRITICAL'].map((l) => `HEADER.BALANCE_${l}`),
  ...['BELOW5', 'BELOW50', 'BELOW100'].map((n) => `ALERTS.CREDIT_${n}`),
  ...['ABOVE75', 'ABOVE90', 'ABOVE100'].map((n) => `ALERTS.STORAGE_${n}`),
  ...['ALL', 'UNREAD'].map((f) => `NOTIFICATIONS.FILTER_${f}`),
  ...['SECURITY_MFA', 'SECURITY_PASSWORD', 'SECURITY_BOTH'].map((k) => `ALERTS.${k}`),
];

describe('locales', () => {
  // A plural message has one key per plural category of the language (i18next's `_one`, `_few`,
  // `_many`, `_other`): en one/other, cs one/few/many/other, fr one/many/other. The languages share
  // the base keys; each has exactly its own categories, every form with en's placeholders.
  it.each(FILES.map(([name, trees]) => [name, trees] as const))('%s: cs and fr have exactly the keys of en, with its placeholders', (_name, trees) => {
    const source = flattenKeys(trees.en ?? {}).sort();
    expect(source.length).toBeGreaterThan(0);
    const bases = (keys: readonly string[]) => [...new Set(keys.map(baseKey))].sort();
    const placeholdersOf = (tree: unknown, key: string) => {
      const message = lookup(tree, key);
      return typeof message === 'string' ? placeholders(message).join() : null;
    };
    for (const language of ['en', 'cs', 'fr'] as const) {
      const keys = flattenKeys(trees[language] ?? {});
      expect(bases(keys)).toEqual(bases(source));
      const categories = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
      for (const [base, forms] of pluralForms(keys)) expect({ base, forms }).toEqual({ base, forms: categories });
      const enOf = (key: string) => placeholdersOf(trees.en, keys.includes(key) && source.includes(key) ? key : `${baseKey(key)}_other`) ?? placeholdersOf(trees.en, baseKey(key));
      const mismatched = keys.filter((key) => {
        const own = placeholdersOf(trees[language], key);
        return own !== null && own !== enOf(key);
      });
      expect(mismatched).toEqual([]);
    }
  });

  it('keeps every top-level group in one file, so a key means one message', () => {
    const shared = new Set(Object.keys(en));
    const groups = [...AREAS.values()].flatMap((trees) => Object.keys(trees.en ?? {}));
    expect(groups.filter((group) => shared.has(group))).toEqual([]);
    expect(groups.filter((group, i) => groups.indexOf(group) !== i)).toEqual([]);
  });

  it('loads an area only where its namespace is asked for: a file using an area key calls useTranslation(<area>)', () => {
    const offenders: string[] = [];
    for (const [path, source] of Object.entries(SOURCES)) {
      for (const match of source.matchAll(/\bt\(\s*'([A-Z][A-Z0-9_]*)\./g)) {
        const area = GROUP_AREA.get(match[1]!);
        if (area !== undefined && !source.includes(`useTranslation('${area}')`)) offenders.push(`${path}: ${match[1]} needs useTranslation('${area}')`);
      }
    }
    expect([...new Set(offenders)]).toEqual([]);
  });

  it('has no empty messages', () => {
    for (const [, trees] of FILES) {
      const keys = flattenKeys(trees.en ?? {});
      for (const tree of Object.values(trees)) expect(keys.filter((key) => typeof lookup(tree, key) !== 'string' || (lookup(tree, key) as string).trim() === '')).toEqual([]);
    }
  });

  it('contains the error catalogue of spec section 8', () => {
    expect(SPEC_CATALOGUE.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(placeholders(lookup(en, 'REQUESTS.FAILED') as string)).toEqual(['status']);
    expect(placeholders(lookup(en, 'GRAPHQL_ERROR') as string)).toEqual(['text']);
    expect(placeholders(lookup(en, 'BOOT.FAILED') as string)).toEqual(['detail']);
  });

  it('has a title for every route', () => {
    expect(ROUTES.map((route) => route.titleKey).filter((key) => !enKeys.includes(key))).toEqual([]);
  });

  it('has every key the code uses literally, and the dynamic ones', () => {
    const used = new Set<string>(DYNAMIC);
    for (const source of Object.values(SOURCES)) {
      for (const match of source.matchAll(/\bt\(\s*'([A-Z][A-Z0-9_]*(?:\.[A-Z0-9_]+)*)'/g)) used.add(match[1]!);
      for (const match of source.matchAll(/\b(?:titleKey|labelKey|key): '([A-Z][A-Z0-9_]*\.[A-Z0-9_.]+)'/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(100);
    const known = new Set([...allEnKeys, ...allEnKeys.map(baseKey)]);
    expect([...used].filter((key) => !known.has(key)).sort()).toEqual([]);
  });
});
