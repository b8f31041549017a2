import { describe, expect, it } from 'vitest';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import { ROUTES } from '../app/routes/route-table';
import { flattenKeys, placeholders } from './flatten-keys';

const LOCALES = { en, cs, fr } as const;
const enKeys = flattenKeys(en).sort();

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
  ...['UNKNOWN', 'OK', 'LOW', 'VERY_LOW', 'CRITICAL'].map((l) => `DASHBOARD.CREDIT_${l}`),
  ...['UNKNOWN', 'OK', 'LOW', 'VERY_LOW', 'CRITICAL'].map((l) => `HEADER.BALANCE_${l}`),
  ...['BELOW5', 'BELOW50', 'BELOW100'].map((n) => `ALERTS.CREDIT_${n}`),
  ...['ABOVE75', 'ABOVE90', 'ABOVE100'].map((n) => `ALERTS.STORAGE_${n}`),
  ...['ALL', 'UNREAD'].map((f) => `NOTIFICATIONS.FILTER_${f}`),
  ...['SECURITY_MFA', 'SECURITY_PASSWORD', 'SECURITY_BOTH'].map((k) => `ALERTS.${k}`),
];

describe('locales', () => {
  it.each(['cs', 'fr'] as const)('%s has exactly the keys of en', (locale) => {
    expect(flattenKeys(LOCALES[locale]).sort()).toEqual(enKeys);
  });

  it.each(['cs', 'fr'] as const)('%s keeps the placeholders of en', (locale) => {
    const mismatched = enKeys.filter((key) => {
      const source = lookup(en, key);
      const target = lookup(LOCALES[locale], key);
      return typeof source === 'string' && typeof target === 'string' && placeholders(source).join() !== placeholders(target).join();
    });
    expect(mismatched).toEqual([]);
  });

  it('has no empty messages', () => {
    for (const tree of Object.values(LOCALES)) {
      expect(enKeys.filter((key) => typeof lookup(tree, key) !== 'string' || (lookup(tree, key) as string).trim() === '')).toEqual([]);
    }
  });

  it('contains the error catalogue of spec section 8', () => {
    expect(SPEC_CATALOGUE.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(placeholders(lookup(en, 'REQUESTS.FAILED') as string)).toEqual(['status', 'statusText']);
    expect(placeholders(lookup(en, 'GRAPHQL_ERROR') as string)).toEqual(['text']);
    expect(placeholders(lookup(en, 'BOOT.FAILED') as string)).toEqual(['detail']);
  });

  it('has a title for every route and a description for every section page', () => {
    const needed = ROUTES.flatMap((route) => (route.page === 'section' || route.page === 'storage' ? [route.titleKey, route.titleKey.replace('ROUTES.', 'ABOUT.')] : [route.titleKey]));
    expect(needed.filter((key) => !enKeys.includes(key))).toEqual([]);
  });

  it('has every key the code uses literally, and the dynamic ones', () => {
    const used = new Set<string>(DYNAMIC);
    for (const source of Object.values(SOURCES)) {
      for (const match of source.matchAll(/\bt\(\s*'([A-Z][A-Z0-9_]*(?:\.[A-Z0-9_]+)*)'/g)) used.add(match[1]!);
      for (const match of source.matchAll(/\b(?:titleKey|labelKey|key): '([A-Z][A-Z0-9_]*\.[A-Z0-9_.]+)'/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((key) => !enKeys.includes(key)).sort()).toEqual([]);
  });
});
