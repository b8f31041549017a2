/**
 * "Scenario: <name> · <time>": visible on every page while the app runs a scenario's fakes
 * (`?scenario=`), so nobody mistakes them for real data; quiet (a small pill at the bottom
 * centre, clear of the sidebar and the toasts). A click opens the expectations as the run checks them; the console has
 * the same (worker/scenario/status-reporter.ts).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { scenarioFileId, type ScenarioLaunch } from '../../data-client/scenario-launch';
import { focusRing } from '../../components/ui/button';
import { formatScenarioTime, scenarioElapsed, useScenarioStatus } from './use-scenario-status';

/** Re-renders every `intervalMs` while active (the running clock). */
function useNow(active: boolean, intervalMs = 200): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}

export function ScenarioBadge({ launch }: { launch: ScenarioLaunch }) {
  const { t } = useTranslation();
  const status = useScenarioStatus(launch.channel);
  const now = useNow(status?.phase === 'running');
  const [open, setOpen] = useState(false);

  const phase = status?.phase ?? 'waiting';
  const checks = status?.checks ?? [];
  const failed = checks.filter((check) => !check.pass).length;
  const time = status === null ? formatScenarioTime(0) : formatScenarioTime(scenarioElapsed(status, now));
  const dot = phase !== 'ended' ? 'bg-amber-400' : failed === 0 ? 'bg-emerald-500' : 'bg-red-500';

  return (
    <aside
      aria-label={t('SCENARIO.REGION')}
      data-testid="scenario-badge"
      data-phase={phase}
      data-failed={failed}
      className="fixed bottom-3 left-1/2 z-[55] w-max max-w-md -translate-x-1/2 text-xs text-slate-700"
    >
      {open && (
        <div id="scenario-expectations" className="mb-2 max-h-80 overflow-auto rounded-md border border-slate-200 bg-white/95 p-3 shadow-lg">
          <p className="mb-2 font-medium">
            {t('SCENARIO.EXPECTATIONS', { passed: checks.length - failed, failed, pending: (status?.expectations ?? 0) - checks.length })}
          </p>
          <ul className="space-y-1">
            {checks.map((check) => (
              <li key={check.index} data-pass={check.pass} className="flex gap-2">
                <span aria-label={check.pass ? t('SCENARIO.PASS') : t('SCENARIO.FAIL')} className={check.pass ? 'text-emerald-700' : 'text-red-700'}>
                  {check.pass ? '✓' : '✗'}
                </span>
                <span>
                  {check.description} <span className="text-slate-500">{t('SCENARIO.ACTUAL', { value: check.actual })}</span>
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-slate-500">{t('SCENARIO.CONSOLE_HINT')}</p>
        </div>
      )}
      <button
        type="button"
        aria-expanded={open}
        aria-controls="scenario-expectations"
        onClick={() => setOpen((value) => !value)}
        className={`flex items-center gap-2 rounded-full border border-slate-300 bg-white/90 px-3 py-1 shadow-sm hover:bg-white ${focusRing}`}
      >
        <span aria-hidden="true" className={`h-2 w-2 rounded-full ${dot}`} />
        <span data-testid="scenario-badge-label">
          {/* A file opened from the devtools shows its own name, never as a library name. */}
          {scenarioFileId(launch.name) === null ? t('SCENARIO.BADGE', { name: launch.name, time }) : t('SCENARIO.BADGE_FILE', { name: status?.name ?? '…', time })}
        </span>
        {launch.speed !== 1 && <span className="text-slate-500">{t('SCENARIO.SPEED', { speed: launch.speed })}</span>}
        {phase !== 'running' && <span className="text-slate-500">{t(phase === 'ended' ? 'SCENARIO.ENDED' : 'SCENARIO.WAITING')}</span>}
      </button>
    </aside>
  );
}
