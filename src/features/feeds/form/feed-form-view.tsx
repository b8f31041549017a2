/** One form for the four kinds: the kind's fields, the problems that belong to no field, save and cancel. */
import type { FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'wouter';
import { Button, buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { FormProblems } from './common-fields';
import { DerivedFields } from './derived-fields';
import { FetchFields } from './fetch-fields';
import type { FeedForm } from './feed-form-model';
import { ManualFields } from './manual-grid';
import { UploadFields } from './upload-fields';
import { useFeedForm } from './use-feed-form';

export interface FeedFormViewProps {
  readonly initial: FeedForm;
  /** null creates a feed. */
  readonly feedId: string | null;
  readonly cancelHref: string;
  readonly currentFile?: string | null;
  /** A kept manual-feed edit the server refused: saving sends the corrected rows in its place. */
  readonly keptKey?: string | null;
}

export function FeedFormView({ initial, feedId, cancelHref, currentFile, keptKey = null }: FeedFormViewProps) {
  const { t } = useTranslation('feeds');
  const { form, change, problems, other, sending, submit } = useFeedForm<FeedForm>(initial, feedId, keptKey);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const fields = (() => {
    switch (form.kind) {
      case 'upload':
        return <UploadFields form={form} problems={problems} onChange={change} creating={feedId === null} currentFile={currentFile ?? null} />;
      case 'fetch':
        return <FetchFields form={form} problems={problems} onChange={change} />;
      case 'manual':
        return <ManualFields form={form} problems={problems} onChange={change} />;
      case 'derived':
        return <DerivedFields form={form} problems={problems} onChange={change} editingId={feedId} />;
    }
  })();
  const hasProblems = Object.keys(problems).length > 0;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm" data-testid={`feed-form-${form.kind}`}>
      {fields}
      {hasProblems ? (
        <p role="alert" className="text-sm text-red-700" data-testid="feed-form-invalid">
          {t('FEEDS_FORM.FIX_PROBLEMS')}
        </p>
      ) : null}
      <FormProblems messages={other} />
      <div className="flex items-center justify-end gap-2 border-t border-slate-100 pt-4">
        <Link href={cancelHref} className={buttonClass('secondary')}>
          {t('FEEDS_FORM.CANCEL')}
        </Link>
        <Button type="submit" disabled={sending} data-testid="feed-save">
          {sending ? <Spinner label={t('FEEDS_FORM.SAVING')} className="h-4 w-4" /> : null}
          {feedId === null ? t('FEEDS_FORM.CREATE') : t('FEEDS_FORM.SAVE')}
        </Button>
      </div>
    </form>
  );
}
