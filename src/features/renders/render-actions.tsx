/**
 * What a user does with one render: retry a failed or cancelled one, cancel a
 * queued one or stop one that is rendering (the same cancel: the server kills its page; the button
 * says Stop), render a finished one again (offering its values for editing first) — on the render
 * page and in each row of the Renders list. Offered to whoever may start renders (everyone but
 * visitors); the server checks again
 * (role, version, credits) and its refusal is shown as it says it. The render's new state
 * arrives through the live list like any other change.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { VisualBuild } from '../../../worker/contract/creatives';
import type { CommandResult } from '../../../worker/contract/commands';
import type { BuildActionCommand } from '../../../worker/domains/builds/contract';
import { buildActionFor } from '../../../worker/contract/build-actions';
import { Button, buttonClass } from '../../components/ui/button';
import { NamedIcon, type IconName } from '../../components/ui/icons';
import { useDataLayer } from '../../data-client';
import { canChangeVersions } from '../../components/versions/version-rules';
import { useViewer } from '../../components/versions/use-viewer';
import { lazyPart } from '../../shell/router/lazy-part';

// A lazy part (shell/router/lazy-part.tsx): the dialog brings the kit's Modal and with it the
// chunk of the shell's parts (Headless UI, the menus), which the Renders page's first screen
// then no longer waits for; the parts are fetched when the browser is idle after it.
const RenderAgainDialog = lazyPart(() => import('./render-again-dialog').then((m) => m.RenderAgainDialog));

type Action = BuildActionCommand['type'];

/** The action a render in this state offers, if any (the server's rule: contract/build-actions.ts). */
export function actionFor(status: string): Action | null {
  const action = buildActionFor(status);
  return action === null ? null : `builds/${action}`;
}

type Label = { readonly short: string; readonly long: string };

const LABELS: Readonly<Record<Action, Label>> = {
  'builds/retry': { short: 'RENDERS.RETRY', long: 'RENDERS.RETRY_ONE' },
  'builds/cancel': { short: 'RENDERS.CANCEL', long: 'RENDERS.CANCEL_ONE' },
  'builds/rerender': { short: 'RENDERS.RERENDER', long: 'RENDERS.RERENDER_ONE' },
};
/** Cancelling a render that is rendering stops it where it is: the button says so. */
const STOP: Label = { short: 'RENDERS.STOP', long: 'RENDERS.STOP_ONE' };

const labelOf = (action: Action, status: string): Label => (action === 'builds/cancel' && status === 'rendering' ? STOP : LABELS[action]);

/** A row's buttons: small. */
export const COMPACT_BUTTON = 'px-2 py-1 text-xs';

const ICONS: Readonly<Record<Action, IconName>> = { 'builds/retry': 'renders', 'builds/cancel': 'close', 'builds/rerender': 'renders' };

/** A row's action button's face: its icon below `sm` (the words stay for screen readers), its words from `sm` up. */
function CompactFace({ action, status }: { action: Action; status: string }) {
  const { t } = useTranslation('renders');
  return (
    <>
      <NamedIcon name={ICONS[action]} className="h-4 w-4 sm:hidden" />
      <span className="max-sm:sr-only">{t(labelOf(action, status).short)}</span>
    </>
  );
}

/** What a row's action button looks like, without the button (the actions column measures it). */
export function CompactActionLook({ action, status = '' }: { action: Action; status?: string }) {
  return (
    <span className={buttonClass('secondary', COMPACT_BUTTON)}>
      <CompactFace action={action} status={status} />
    </span>
  );
}

/** Dispatches an action; keeps the server's reason when it refused. */
export function useRenderAction() {
  const { t } = useTranslation('renders');
  const api = useDataLayer();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const act = useCallback(
    async (type: Action, id: string): Promise<CommandResult> => {
      setBusy(true);
      setFailure(null);
      const result = await api.dispatch({ type, id }).catch((): CommandResult => ({ ok: false, error: 'REQUESTS.FAILED_UNKNOWN' }));
      setBusy(false);
      if (!result.ok) setFailure(t('RENDERS.ACTION_FAILED', { id, reason: result.message ?? t(result.error ?? 'REQUESTS.FAILED_UNKNOWN', result.errorParams ?? {}) }));
      return result;
    },
    [api, t],
  );
  return { busy, failure, act };
}

/**
 * The render's action as a button, with its refusal beside it. `compact` (a list row): small, its
 * icon on a phone, and the refusal as a warning sign that shows the reason on hover (a row has
 * no room for a sentence); the reason is still announced. Render again opens a dialog offering
 * the render's values for editing (render-again-dialog.tsx); `onRerendered` hears of the new
 * render (the render page opens it).
 */
export function RenderActionButton({ build, compact = false, onRerendered }: { build: Pick<VisualBuild, 'id' | 'status'>; compact?: boolean; onRerendered?: (id: string) => void }) {
  const { t } = useTranslation('renders');
  const viewer = useViewer();
  const { busy, failure, act } = useRenderAction();
  const [again, setAgain] = useState(false);
  const action = actionFor(build.status);
  if (action === null || !canChangeVersions(viewer)) return null;
  const onClick = () => (action === 'builds/rerender' ? setAgain(true) : void act(action, build.id));
  const label = labelOf(action, build.status);
  return (
    <span className={`inline-flex items-center ${compact ? 'relative' : 'gap-2'}`}>
      {failure !== null && compact ? (
        // Out of the flow, left of the button: the cell keeps its measured width.
        <span title={failure} className="absolute top-1/2 right-full mr-1 -translate-y-1/2 rounded-full bg-white text-red-700">
          <NamedIcon name="alert" className="h-4 w-4" />
          <span role="alert" className="sr-only">
            {failure}
          </span>
        </span>
      ) : null}
      <Button variant="secondary" className={compact ? COMPACT_BUTTON : undefined} disabled={busy} aria-label={t(label.long, { id: build.id })} data-testid="build-action" onClick={onClick}>
        {compact ? <CompactFace action={action} status={build.status} /> : t(label.short)}
      </Button>
      {again ? (
        <RenderAgainDialog
          build={build}
          onClose={() => setAgain(false)}
          onStarted={(id) => {
            setAgain(false);
            onRerendered?.(id);
          }}
        />
      ) : null}
      {failure !== null && !compact ? (
        <span role="alert" className="text-xs text-red-700">
          {failure}
        </span>
      ) : null}
    </span>
  );
}
