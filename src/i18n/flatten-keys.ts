/** Flattens a nested translation object into dotted keys (for parity checks and tooling). */
export function flattenKeys(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object') return [prefix];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) => flattenKeys(value, prefix === '' ? key : `${prefix}.${key}`));
}

/** i18next's plural suffixes (`KEY_one`, `KEY_few`, …: the CLDR categories of the language). */
const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * A key as the code writes it: a plural form's key without its suffix (`X.COST` with a `count`
 * picks `X.COST_one` or `X.COST_other`), any other key as it is.
 */
export function baseKey(key: string): string {
  return key.replace(PLURAL, '');
}

/** Plural families of a message file: base key → the categories it defines, sorted. */
export function pluralForms(keys: readonly string[]): Map<string, string[]> {
  const families = new Map<string, string[]>();
  for (const key of keys) {
    const match = PLURAL.exec(key);
    if (match) families.set(baseKey(key), [...(families.get(baseKey(key)) ?? []), match[1]!].sort());
  }
  return families;
}

/** `{{name}}` placeholders of a message, sorted. */
export function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]!).sort();
}
