/** A read-only value with a copy button (URLs, tokens); a secret stays masked until revealed. */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/form-field';

export function CopyField({ id, label, value, secret = false }: { id: string; label: string; value: string; secret?: boolean }) {
  const { t } = useTranslation('feeds');
  const [revealed, setRevealed] = useState(!secret);
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('ok');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input id={id} readOnly value={revealed ? value : '•'.repeat(Math.min(24, value.length))} className={`${inputClass(false)} font-mono`} data-testid={id} onFocus={(e) => e.currentTarget.select()} />
        {secret ? (
          <Button variant="secondary" onClick={() => setRevealed(!revealed)} aria-pressed={revealed} data-testid={`${id}-reveal`}>
            {t(revealed ? 'FEEDS_ACCESS.HIDE' : 'FEEDS_ACCESS.REVEAL')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => void copy()} data-testid={`${id}-copy`}>
          {t('FEEDS_ACCESS.COPY')}
        </Button>
      </div>
      <p className="min-h-4 text-xs text-slate-600" aria-live="polite">
        {copied === 'ok' ? t('FEEDS_ACCESS.COPIED') : copied === 'failed' ? t('FEEDS_ACCESS.COPY_FAILED') : ''}
      </p>
    </div>
  );
}
