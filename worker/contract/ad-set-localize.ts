/**
 * Localized ads (docs/ad-sets.md "Languages"): an ad in another language reads its values from the
 * feed's columns in that language, not from the mapped column itself. A mapped column `name` is
 * read as `name_cs` (or `name.cs`, what a JSON feed's `{ "name": { "cs": … } }` becomes) for an
 * ad in Czech when the feed has such a column; otherwise the column itself. The same rule serves
 * the server's populate and the mapping tab's "what each language reads". Pure, dependency-free.
 */

/** The feed column an ad in `language` reads for the mapped `column`. */
export function localizedColumn(column: string, language: string, feedColumns: readonly string[]): string {
  for (const candidate of [`${column}_${language}`, `${column}.${language}`]) {
    const found = feedColumns.find((c) => c.toLowerCase() === candidate.toLowerCase());
    if (found !== undefined) return found;
  }
  return column;
}

/** The mapping (input → column) an ad in `language` reads. */
export function localizedMapping(mapping: Readonly<Record<string, string>>, language: string, feedColumns: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(mapping).map(([input, column]) => [input, localizedColumn(column, language, feedColumns)]));
}
