/** The brand languages the server accepts (server/routes/brand-admin-rules.ts BRAND_LANGUAGES). */
export const BRAND_LANGUAGES = ['en', 'cs', 'fr', 'de', 'sk', 'pl'] as const;

/** A language's own name in the interface language, e.g. "Czech" / "čeština" / "tchèque". */
export function languageName(code: string, uiLocale: string): string {
  try {
    return new Intl.DisplayNames([uiLocale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
