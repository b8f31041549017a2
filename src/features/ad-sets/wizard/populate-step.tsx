/**
 * Populate: how many ads the feed and languages make (products × languages), a sample of them,
 * and the action that creates them on the server (again = the same ads, updated).
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { AdSetDetail } from '../../../../worker/domains/ad-sets/contract';
import { Button } from '../../../components/ui/button';
import { InlineError } from '../../../components/ui/card';
import { useDataLayer } from '../../../data-client';
import { StepFrame } from './step-frame';
import { previewValues } from './wizard-model';
import { STEP_KEYS } from './wizard-stepper';
import { DataTable } from '../../../components/ui/data-table';

export function PopulateStep({ draft, onNext, onBack, disabled }: { draft: AdSetDetail; onNext: () => void; onBack: () => void; disabled: boolean }) {
  const { t } = useTranslation('ad-sets');
  const api = useDataLayer();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const expected = draft.productsCount * draft.languages.length;
  const inputs = Object.keys(draft.mapping);
  const sample = draft.sampleProducts.slice(0, 3).flatMap((p) => draft.languages.map((language) => ({ key: `${p.id}-${language}`, product: p, language })));

  const populate = async () => {
    setBusy(true);
    setFailure(null);
    const result = await api.dispatch({ type: 'ad-sets/populate', id: draft.id });
    setBusy(false);
    if (!result.ok) setFailure(Object.values(result.fieldErrors ?? {}).flat()[0] ?? result.message ?? t('AD_SETS_WIZARD.POPULATE_FAILED'));
  };
  const next = () => {
    setTried(true);
    if (draft.adsCount > 0) onNext();
  };

  return (
    <StepFrame title={t(STEP_KEYS.populate)} intro={t('AD_SETS_WIZARD.POPULATE_INTRO')} onBack={onBack} onNext={next} busy={busy} nextDisabled={disabled}>
      <p className="text-sm text-slate-800" data-testid="populate-count">
        {t('AD_SETS_WIZARD.POPULATE_COUNT', { products: draft.productsCount, languages: draft.languages.length, n: expected })}
      </p>
      <DataTable
        testId="populate-sample"
        caption={t('AD_SETS_WIZARD.POPULATE_SAMPLE')}
        captionVisible
        rows={sample}
        rowKey={(row) => row.key}
        columns={[
          { key: 'product', header: t('AD_SETS_WIZARD.PRODUCT'), className: 'text-slate-900', cell: (row) => row.product.name },
          { key: 'language', header: t('AD_SETS_WIZARD.LANGUAGE'), className: 'uppercase text-slate-700', cell: (row) => row.language },
          ...inputs.map((i) => ({ key: `input-${i}`, header: i, className: 'text-slate-700', cell: (row: (typeof sample)[number]) => previewValues(draft.mapping, row.product)[i] ?? '–' })),
        ]}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button variant={draft.adsCount > 0 ? 'secondary' : 'primary'} onClick={() => void populate()} disabled={busy || disabled || expected === 0} data-testid="populate">
          {busy ? t('AD_SETS_WIZARD.POPULATING') : t(draft.adsCount > 0 ? 'AD_SETS_WIZARD.POPULATE_AGAIN' : 'AD_SETS_WIZARD.POPULATE')}
        </Button>
        {draft.adsCount > 0 ? (
          <span className="text-sm text-emerald-800" role="status" data-testid="populated">
            {t('AD_SETS_WIZARD.POPULATED', { n: draft.adsCount })}
          </span>
        ) : null}
      </div>
      {tried && draft.adsCount === 0 ? <p className="text-sm text-red-700">{t('AD_SETS_WIZARD.POPULATE_FIRST')}</p> : null}
      {failure !== null ? <InlineError>{failure}</InlineError> : null}
    </StepFrame>
  );
}
