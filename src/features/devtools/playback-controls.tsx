/** Step back, play/pause, step forward, and the playing speed (steps per second). */
import { useTranslation } from '../../i18n/use-translation';
import { Button, focusRing } from '../../components/ui/button';
import { PLAY_SPEEDS, type PlaySpeed, type TimeTravel } from './use-time-travel';

export function PlaybackControls({ travel }: { travel: TimeTravel }) {
  const { t } = useTranslation('devtools');
  const { playing, play, pause, step, speed, setSpeed, kept } = travel;
  const empty = kept.length === 0;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Button variant="secondary" onClick={() => step(-1)} disabled={empty}>
        {t('DEVTOOLS.STEP_BACK')}
      </Button>
      {playing ? (
        <Button onClick={pause}>{t('DEVTOOLS.PAUSE')}</Button>
      ) : (
        <Button onClick={play} disabled={empty}>
          {t('DEVTOOLS.PLAY')}
        </Button>
      )}
      <Button variant="secondary" onClick={() => step(1)} disabled={empty}>
        {t('DEVTOOLS.STEP_FORWARD')}
      </Button>
      <label className="flex flex-col gap-1 text-xs text-slate-600">
        {t('DEVTOOLS.SPEED')}
        <select value={speed} onChange={(e) => setSpeed(Number(e.target.value) as PlaySpeed)} className={`rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 ${focusRing}`}>
          {PLAY_SPEEDS.map((s) => (
            <option key={s} value={s}>
              {t('DEVTOOLS.SPEED_VALUE', { speed: s })}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
