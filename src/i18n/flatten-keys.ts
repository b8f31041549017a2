/** Flattens a nested translation object into dotted keys (for parity checks and tooling). */
export function flattenKeys(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object') return [prefix];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) => flattenKeys(value, prefix === '' ? key : `${prefix}.${key}`));
}

/** `{{name}}` placeholders of a message, sorted. */
export function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]!).sort();
}
