/** A step's panel: its title and intro, the form, messages the fields cannot show, Back and Next. */
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { InlineErrors } from '../../../components/ui/card';

export function StepFrame({
  title,
  intro,
  children,
  other = [],
  onBack,
  onNext,
  nextLabel,
  busy = false,
  nextDisabled = false,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  other?: readonly string[];
  onBack?: () => void;
  onNext: () => void;
  nextLabel?: string;
  busy?: boolean;
  nextDisabled?: boolean;
}) {
  const { t } = useTranslation('ad-sets');
  return (
    <section aria-labelledby="ad-set-step-title" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" data-testid="ad-set-step">
      <h2 id="ad-set-step-title" className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {intro ? <p className="mb-4 mt-1 text-sm text-slate-600">{intro}</p> : <div className="mb-4" />}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onNext();
        }}
      >
        <div className="space-y-4">{children}</div>
        {other.length > 0 ? (
          <div className="mt-4">
            <InlineErrors messages={other} />
          </div>
        ) : null}
        <div className="mt-6 flex justify-between gap-2 border-t border-slate-100 pt-4">
          {onBack ? (
            <Button variant="secondary" onClick={onBack} disabled={busy} data-testid="wizard-back">
              {t('AD_SETS_WIZARD.BACK')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" disabled={busy || nextDisabled} data-testid="wizard-next">
            {busy ? t('AD_SETS_WIZARD.SAVING') : (nextLabel ?? t('AD_SETS_WIZARD.NEXT'))}
          </Button>
        </div>
      </form>
    </section>
  );
}
