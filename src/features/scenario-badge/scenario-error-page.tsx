/**
 * What the page shows instead of the app when `?scenario=` cannot run: a name that is not a
 * scenario name, one the library does not have, an unusable speed, or a file the worker could not
 * read. Says which, lists the scenarios of this build as links, never crashes.
 */
import { useTranslation } from '../../i18n/use-translation';
import type { ScenarioProblem } from '../../data-client/scenario-launch';

const MESSAGES = {
  'invalid-name': 'SCENARIO.ERROR_INVALID_NAME',
  unknown: 'SCENARIO.ERROR_UNKNOWN',
  'unknown-file': 'SCENARIO.ERROR_UNKNOWN_FILE',
  'invalid-speed': 'SCENARIO.ERROR_INVALID_SPEED',
  'invalid-file': 'SCENARIO.ERROR_INVALID_FILE',
} as const;

export function ScenarioErrorPage({ problem, names }: { problem: ScenarioProblem; names: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-2xl p-8 text-slate-800">
      <section role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6">
        <h1 className="mb-2 text-lg font-semibold text-red-900">{t('SCENARIO.ERROR_TITLE')}</h1>
        <p className="text-red-900">{t(MESSAGES[problem.problem], { value: problem.requested })}</p>
        <p className="mt-3 text-sm text-red-800">
          {t('SCENARIO.ERROR_DETAIL')} <code className="break-all">{problem.detail}</code>
        </p>
      </section>
      <h2 className="mt-6 mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">{t('SCENARIO.AVAILABLE')}</h2>
      <ul className="grid grid-cols-2 gap-1 text-sm">
        {names.map((name) => (
          <li key={name}>
            <a className="text-indigo-700 underline" href={`/?scenario=${encodeURIComponent(name)}`}>
              {name}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm">
        <a className="text-indigo-700 underline" href="/">
          {t('SCENARIO.OPEN_APP')}
        </a>
      </p>
    </main>
  );
}
