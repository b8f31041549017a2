/**
 * "My audio": the person's audio uploads into their own upload directory (spec section 5 audio
 * upload; the directory is the brand user's uploads_root_directory_id, docs/brand-admin.md).
 * Visitors see the files but cannot upload (the server answers 403 to their writes).
 */
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { QueryStates } from '../../../components/ui/query-states';
import { useLiveQuery } from '../../../data-client';
import { AudioDropZone } from './audio-drop-zone';
import { AudioItemRow } from './audio-item-row';
import { UploadedAudioList } from './uploaded-audio-list';
import { useAudioItems } from './use-audio-items';

const QUERY = { kind: 'brand-admin/profile-uploads' } as const;

export function AudioUploadCard() {
  const { t } = useTranslation('brand-admin');
  const uploads = useLiveQuery(QUERY);
  const ready = uploads.status === 'ok' ? uploads.data : null;
  const picker = useAudioItems(ready?.canUpload ? ready.path : null);

  return (
    <Card title={t('BRAND_ADMIN_AUDIO.TITLE')}>
      <div className="space-y-4" data-testid="audio-upload">
        <QueryStates state={uploads}>
          {(ready) => (
            <>
              <p className="text-sm text-slate-600">{t('BRAND_ADMIN_AUDIO.INTRO', { path: ready.path })}</p>
              {ready.canUpload ? (
                <>
                  <AudioDropZone onChoose={picker.choose} disabled={picker.busy} />
                  {picker.items.length > 0 ? (
                    <>
                      <ul className="divide-y divide-slate-100 rounded-md border border-slate-200 px-3" aria-label={t('BRAND_ADMIN_AUDIO.CHOSEN')} data-testid="audio-items">
                        {picker.items.map((item) => (
                          <AudioItemRow key={item.name} item={item} busy={picker.busy} onRemove={() => picker.remove(item.name)} />
                        ))}
                      </ul>
                      <div className="flex items-center gap-3">
                        <Button onClick={() => void picker.upload()} disabled={picker.busy || picker.pending === 0} data-testid="audio-upload-button">
                          {picker.busy ? t('BRAND_ADMIN_AUDIO.UPLOADING') : t('BRAND_ADMIN_AUDIO.UPLOAD', { count: picker.pending })}
                        </Button>
                        {picker.items.some((x) => !x.valid) ? <p className="text-sm text-slate-600">{t('BRAND_ADMIN_AUDIO.SKIPS_INVALID')}</p> : null}
                      </div>
                    </>
                  ) : null}
                </>
              ) : (
                <p className="text-sm text-slate-600" data-testid="audio-read-only">
                  {t('BRAND_ADMIN_AUDIO.VISITOR')}
                </p>
              )}
              <UploadedAudioList files={ready.files} />
            </>
          )}
        </QueryStates>
      </div>
    </Card>
  );
}
