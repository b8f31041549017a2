/**
 * "Open a scenario" (docs/scenarios.md, "Opening a file in the running app"): a scenario file,
 * dropped or chosen, is parsed by the data layer first (DataLayerApi.checkScenario: a typo is
 * shown with its line and "did you mean", and nothing starts); a valid one is kept in the tab's
 * sessionStorage and the app loads again on `?scenario=file:<id>`, which the worker reads at boot
 * as it reads a library name. No rebuild: the file never enters the bundle.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { ScenarioFileCheck } from '../../../worker/contract/api';
import { FileDropBox } from '../../components/ui/file-drop-box';
import { useDataLayer } from '../../data-client';
import { storeScenarioFile } from '../../data-client/scenario-files';

type Shown =
  | { readonly kind: 'idle' }
  | { readonly kind: 'checking'; readonly file: string }
  | { readonly kind: 'invalid'; readonly file: string; readonly message: string }
  | { readonly kind: 'unreadable'; readonly file: string }
  | { readonly kind: 'not-stored' }
  | { readonly kind: 'opening'; readonly name: string };

/** Where the app opens on a valid file: its documented page and first speed, else its brand's dashboard. */
function scenarioFileUrl(check: Extract<ScenarioFileCheck, { ok: true }>, id: string): string {
  const path = check.browser?.path ?? (check.routeBrand === null ? '/switch-brand' : `/${encodeURIComponent(check.routeBrand)}/dashboard`);
  const speed = check.browser?.speeds[0] ?? 1;
  return `${path}?${new URLSearchParams({ scenario: `file:${id}`, ...(speed === 1 ? {} : { speed: String(speed) }) })}`;
}

export function OpenScenario({ open = (url: string) => window.location.assign(url) }: { readonly open?: (url: string) => void }) {
  const { t } = useTranslation('devtools');
  const api = useDataLayer();
  const [shown, setShown] = useState<Shown>({ kind: 'idle' });

  const take = async (files: File[]) => {
    const file = files[0];
    if (file === undefined) return;
    setShown({ kind: 'checking', file: file.name });
    let text: string;
    try {
      text = await file.text();
    } catch {
      return setShown({ kind: 'unreadable', file: file.name });
    }
    const check = await api.checkScenario(text);
    if (!check.ok) return setShown({ kind: 'invalid', file: file.name, message: check.message });
    const id = storeScenarioFile(text);
    if (id === null) return setShown({ kind: 'not-stored' });
    setShown({ kind: 'opening', name: check.name });
    // A new page: the worker must boot on the scenario's fakes (it reads the launch before it boots).
    open(scenarioFileUrl(check, id));
  };

  return (
    <section aria-labelledby="open-scenario-title" className="space-y-2">
      <h2 id="open-scenario-title" className="text-lg font-semibold">
        {t('DEVTOOLS.OPEN_SCENARIO')}
      </h2>
      <FileDropBox
        id="open-scenario-file"
        testId="open-scenario"
        accept=".json,application/json"
        onFiles={(files) => void take(files)}
        chooseLabel={t('DEVTOOLS.OPEN_SCENARIO_CHOOSE')}
        invalid={shown.kind === 'invalid' || shown.kind === 'unreadable' || shown.kind === 'not-stored'}
        disabled={shown.kind === 'checking' || shown.kind === 'opening'}
        inputProps={{ 'data-testid': 'open-scenario-input', 'aria-describedby': 'open-scenario-status' }}
        after={
          <div id="open-scenario-status" aria-live="polite" className="mt-3 text-left text-sm">
            {shown.kind === 'checking' && <p className="text-slate-600">{t('DEVTOOLS.OPEN_SCENARIO_CHECKING', { file: shown.file })}</p>}
            {shown.kind === 'opening' && <p className="text-emerald-700">{t('DEVTOOLS.OPEN_SCENARIO_OPENING', { name: shown.name })}</p>}
            {shown.kind === 'unreadable' && <p className="text-red-800">{t('DEVTOOLS.OPEN_SCENARIO_UNREADABLE', { file: shown.file })}</p>}
            {shown.kind === 'not-stored' && <p className="text-red-800">{t('DEVTOOLS.OPEN_SCENARIO_NOT_STORED')}</p>}
            {shown.kind === 'invalid' && (
              <div role="alert" data-testid="open-scenario-error" className="text-red-800">
                <p>{t('DEVTOOLS.OPEN_SCENARIO_INVALID', { file: shown.file })}</p>
                <pre className="mt-1 whitespace-pre-wrap break-words rounded bg-white p-2 font-mono text-xs">{shown.message}</pre>
              </div>
            )}
          </div>
        }
      >
        <p className="text-sm text-slate-600">{t('DEVTOOLS.OPEN_SCENARIO_HINT')}</p>
      </FileDropBox>
    </section>
  );
}
