import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { i18n as I18n, TFunction } from 'i18next';
import { createI18n } from './index';
import { useTranslation } from './use-translation';

function withI18n(i18n: I18n, children: ReactNode) {
  return (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<p>suspended</p>}>{children}</Suspense>
    </I18nextProvider>
  );
}

describe('useTranslation', () => {
  it('translates in its namespace, falls back to the shared messages, and keeps t between renders', async () => {
    const i18n = await createI18n('en');
    const seen: TFunction[] = [];
    function Status({ tick }: { tick: number }) {
      const { t } = useTranslation('renders');
      seen.push(t);
      return (
        <p>
          {t('RENDERS.STATUS_QUEUED')} / {t('COMMON.CLOSE')} / {tick}
        </p>
      );
    }
    await i18n.loadNamespaces('renders');
    const { rerender } = render(withI18n(i18n, <Status tick={1} />));
    expect(screen.getByText('Queued / Close / 1')).toBeInTheDocument();
    rerender(withI18n(i18n, <Status tick={2} />));
    expect(screen.getByText('Queued / Close / 2')).toBeInTheDocument();
    expect(new Set(seen).size).toBe(1);
  });

  it('re-renders every component in the new language, the area namespace loaded before the switch', async () => {
    const i18n = await createI18n('en');
    function Status() {
      const { t } = useTranslation('renders');
      return <p>{t('RENDERS.STATUS_RENDERING')}</p>;
    }
    function Close() {
      const { t, i18n: instance } = useTranslation();
      return (
        <p>
          {t('COMMON.CLOSE')} ({instance.language})
        </p>
      );
    }
    await i18n.loadNamespaces('renders');
    render(
      withI18n(
        i18n,
        <>
          <Status />
          <Close />
        </>,
      ),
    );
    expect(screen.getByText('Rendering')).toBeInTheDocument();
    await act(async () => {
      await i18n.changeLanguage('cs');
    });
    expect(screen.getByText('Renderuje se')).toBeInTheDocument();
    expect(screen.getByText('Zavřít (cs)')).toBeInTheDocument();
    expect(screen.queryByText('suspended')).not.toBeInTheDocument();
  });

  it('suspends until a namespace not loaded yet is in, then renders it', async () => {
    const i18n = await createI18n('fr');
    expect(i18n.hasLoadedNamespace('renders')).toBe(false);
    const shown: string[] = [];
    function Status() {
      const { t } = useTranslation('renders');
      shown.push(t('RENDERS.STATUS_QUEUED'));
      return <p>{shown.at(-1)}</p>;
    }
    const french = (await import('../../locales/areas/renders/fr.json')).default as { RENDERS: { STATUS_QUEUED: string } };
    // An awaited act: React 19 retries what suspended in it once the namespace's chunk is in,
    // which on a loaded machine may take longer than the act itself.
    await act(async () => {
      render(withI18n(i18n, <Status />));
    });
    await act(async () => {
      await i18n.loadNamespaces('renders');
    });
    expect(await screen.findByText(french.RENDERS.STATUS_QUEUED)).toBeInTheDocument();
    expect(i18n.hasLoadedNamespace('renders')).toBe(true);
    // Never drawn before its messages were in (it would have shown the key).
    expect(shown.every((text) => text === french.RENDERS.STATUS_QUEUED)).toBe(true);
  });
});
