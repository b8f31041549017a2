/** The brand as it is: label, identifier, language, collaborative mode (with what it means), modules. */
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { BrandUser } from '../../../../worker/contract/entities';
import { Card } from '../../../components/ui/card';
import { languageName } from './brand-languages';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="grid grid-cols-1 gap-1 py-2 sm:grid-cols-3">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-sm text-slate-900 sm:col-span-2" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export function BrandFacts({ brandUser, manager }: { brandUser: BrandUser; manager: boolean }) {
  const { t, i18n } = useTranslation('brand-admin');
  const brand = brandUser.brand;
  return (
    <Card title={t('BRAND_ADMIN_PROFILE.FACTS_TITLE')}>
      <dl className="divide-y divide-slate-100">
        {/* A manager edits name, language and mode in the form below: shown there, not twice. */}
        {manager ? null : (
          <Fact label={t('BRAND_ADMIN_PROFILE.LABEL')} testId="brand-label">
            {brand.label}
          </Fact>
        )}
        <Fact label={t('BRAND_ADMIN_PROFILE.IDENTIFIER')} testId="brand-identifier">
          <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs">{brand.identifier}</code>
        </Fact>
        {manager ? null : (
          <>
            <Fact label={t('BRAND_ADMIN_PROFILE.LANGUAGE')} testId="brand-language">
              {brand.languageCode ? languageName(brand.languageCode, i18n.language) : t('BRAND_ADMIN_PROFILE.LANGUAGE_NONE')}
            </Fact>
            <Fact label={t('BRAND_ADMIN_PROFILE.COLLABORATIVE')} testId="brand-collaborative">
              <span className="font-medium">{brand.collaborativeMode ? t('BRAND_ADMIN_PROFILE.COLLABORATIVE_ON') : t('BRAND_ADMIN_PROFILE.COLLABORATIVE_OFF')}</span>
              <span className="mt-1 block text-slate-600">{brand.collaborativeMode ? t('BRAND_ADMIN_PROFILE.COLLABORATIVE_ON_HINT') : t('BRAND_ADMIN_PROFILE.COLLABORATIVE_OFF_HINT')}</span>
              <span className="mt-1 block text-xs text-slate-500">{t('BRAND_ADMIN_PROFILE.COLLABORATIVE_READ_ONLY')}</span>
            </Fact>
          </>
        )}
        <Fact label={t('BRAND_ADMIN_PROFILE.MODULES')} testId="brand-modules">
          {brand.modules.length === 0 ? (
            <span className="text-slate-600">{t('BRAND_ADMIN_PROFILE.MODULES_NONE')}</span>
          ) : (
            <ul className="list-inside list-disc">
              {brand.modules.map((m) => (
                <li key={m.href}>{m.label}</li>
              ))}
            </ul>
          )}
        </Fact>
      </dl>
    </Card>
  );
}
