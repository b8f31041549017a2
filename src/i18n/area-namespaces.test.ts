// @vitest-environment node
/** Area namespaces (locale-backend.ts) load on demand, follow language switches, and fall back to the shared messages. */
import { describe, expect, it } from 'vitest';
import { createI18n } from './index';
import { LOCALE_AREAS } from './locale-backend';

describe('area namespaces', () => {
  it('lists the areas from the files', () => {
    expect(LOCALE_AREAS).toContain('devtools');
  });

  it('loads an area when asked, in the current language, and again after a switch', async () => {
    const i18n = await createI18n('cs');
    expect(i18n.hasResourceBundle('cs', 'devtools')).toBe(false);
    await i18n.loadNamespaces('devtools');
    const t = i18n.getFixedT(null, 'devtools');
    expect(t('DEVTOOLS.TITLE')).toBe('Datová vrstva');
    // A shared key through the area's t: fallbackNS.
    expect(t('COMMON.LOADING')).toBe('Načítání…');
    await i18n.changeLanguage('fr');
    expect(i18n.getFixedT(null, 'devtools')('DEVTOOLS.TITLE')).toBe('Couche de données');
    await i18n.changeLanguage('en');
    expect(i18n.getFixedT(null, 'devtools')('DEVTOOLS.TITLE')).toBe('Data layer');
  });

  it('does not find an area key through the shared namespace alone', async () => {
    const i18n = await createI18n('en');
    await i18n.loadNamespaces('devtools');
    expect(i18n.t('DEVTOOLS.TITLE')).toBe('DEVTOOLS.TITLE');
  });
});
