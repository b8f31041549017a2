/**
 * Time travel over the app itself (devtools builds only; src/app mounts it beside the routes):
 *
 * - the viewing bar while the app shows a past moment (viewing-bar.tsx);
 * - a drawer with the time-travel panel over whatever page is open (Alt+Shift+T, or the bar's
 *   Timeline button), so a developer clicks a row and sees the real page change beneath;
 * - ArrowLeft/ArrowRight step through the log while viewing (not while typing in a field);
 * - after a reload, the kept log, its edits and the position come back (time-travel-store.ts).
 *
 * The same atoms back the /__devtools page, so a log loaded there is the one the drawer shows.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../components/ui/button';
import { travelDrawerOpenAtom, useAtom } from '../../state';
import { TimeTravel } from './time-travel';
import { useTimeTravel } from './use-time-travel';
import { ViewingBar } from './viewing-bar';

/** Whether a key goes to a field the person is typing in (arrows move the caret there). */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('[role="listbox"],[role="slider"],[role="menu"],[role="dialog"]') !== null;
}

export function TimeTravelHost() {
  const { t } = useTranslation('devtools');
  const travel = useTimeTravel();
  const { moment, step, backToLive, restore } = travel;
  const [drawerOpen, setDrawerOpen] = useAtom(travelDrawerOpenAtom);
  const dock = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void restore();
    // Once per page: what the previous page kept.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey && event.shiftKey && event.code === 'KeyT') {
        event.preventDefault();
        setDrawerOpen((open) => !open);
        return;
      }
      if (moment === null || event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      step(event.key === 'ArrowRight' ? 1 : -1);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [moment, setDrawerOpen, step]);

  // The dock is fixed to the bottom: the page gets as much room below its content, so nothing
  // of the page hides under it.
  useLayoutEffect(() => {
    const element = dock.current;
    if (element === null) return;
    const pad = () => (document.body.style.paddingBottom = `${element.offsetHeight}px`);
    pad();
    const observer = new ResizeObserver(pad);
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, [moment, drawerOpen]);

  if (moment === null && !drawerOpen) return null;
  return (
    <div ref={dock} className="fixed inset-x-0 bottom-0 z-50 flex flex-col shadow-[0_-4px_12px_rgba(15,23,42,0.15)]" data-testid="time-travel-dock">
      {drawerOpen && (
        <div role="dialog" aria-modal="false" aria-label={t('DEVTOOLS.TIME_TRAVEL')} className="max-h-[55vh] overflow-auto border-t border-slate-300 bg-white">
          <div className="flex items-center justify-between border-b border-slate-200 px-3 py-1.5">
            <span className="text-sm font-semibold">{t('DEVTOOLS.TIME_TRAVEL')}</span>
            <Button variant="ghost" onClick={() => setDrawerOpen(false)}>
              {t('TIME_TRAVEL_BAR.CLOSE')}
            </Button>
          </div>
          <TimeTravel inDrawer />
        </div>
      )}
      {moment !== null && <ViewingBar moment={moment} onStep={step} onBackToLive={() => void backToLive()} drawerOpen={drawerOpen} onToggleDrawer={() => setDrawerOpen((open) => !open)} />}
    </div>
  );
}
