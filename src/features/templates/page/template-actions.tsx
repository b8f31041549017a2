/**
 * The template's actions: Edit as the main button, the rest in a menu (revise, unpublish,
 * archive, restore, delete for good). A refused action is reported by the data layer's toast
 * with the server's message; the page itself changes live when an action succeeds.
 */
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { CommandResult } from '../../../../worker/contract/commands';
import type { PrimaryRole } from '../../../../worker/contract/entities';
import type { Visual, VisualAction } from '../../../../worker/contract/creatives';
import { Button, buttonClass } from '../../../components/ui/button';
import { NamedIcon } from '../../../components/ui/icons';
import { useDataLayer } from '../../../data-client';
import { failureText } from '../form/failure-text';
import { EditTemplateDialog } from './edit-template-dialog';
import { ForceDeleteDialog } from './force-delete-dialog';
import { ACTION_LABEL_KEYS, availableActions } from './template-page-actions';

const itemClass = 'flex w-full items-center gap-2 rounded px-3 py-2 text-left text-sm data-focus:bg-indigo-50 data-disabled:opacity-50';

export function TemplateActions({ visual, role, onRevised, onDeleted }: { visual: Visual; role: PrimaryRole | null; onRevised: (versionId: string | null) => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const api = useDataLayer();
  const [busy, setBusy] = useState<VisualAction | null>(null);
  const [dialog, setDialog] = useState<'edit' | 'force-delete' | null>(null);
  const actions = availableActions(visual, role);
  if (actions.length === 0) return null;

  const run = async (action: VisualAction): Promise<CommandResult> => {
    setBusy(action);
    const result = await api.dispatch({ type: 'visuals/action', id: visual.id, action });
    setBusy(null);
    return result;
  };
  const runFromMenu = async (action: VisualAction) => {
    const result = await run(action);
    if (result.ok && action === 'revise') onRevised(result.id ?? null);
  };
  const confirmDelete = async (): Promise<string | null> => {
    const result = await run('force-delete');
    if (result.ok) {
      onDeleted();
      return null;
    }
    return failureText(result, t, 'TEMPLATES.DELETE_FAILED');
  };
  const menuActions = actions.filter((action): action is VisualAction => action !== 'edit' && action !== 'force-delete');

  return (
    <div className="flex items-center gap-2">
      {actions.includes('edit') ? (
        <Button onClick={() => setDialog('edit')} disabled={busy !== null} data-testid="template-edit">
          {t(ACTION_LABEL_KEYS.edit)}
        </Button>
      ) : null}
      {visual.archived ? (
        <Button variant="secondary" onClick={() => void run('restore')} disabled={busy !== null} data-testid="template-restore">
          {t(busy === 'restore' ? 'TEMPLATES.WORKING' : ACTION_LABEL_KEYS.restore)}
        </Button>
      ) : null}
      <Menu>
        <MenuButton className={buttonClass('secondary')} disabled={busy !== null} data-testid="template-actions">
          {busy === null ? t('TEMPLATES.MORE_ACTIONS') : t('TEMPLATES.WORKING')}
          <NamedIcon name="chevronDown" className="h-4 w-4" />
        </MenuButton>
        <MenuItems anchor="bottom end" className="z-40 mt-1 w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg focus:outline-none" data-testid="template-actions-menu">
          {menuActions
            .filter((action) => !(visual.archived && action === 'restore'))
            .map((action) => (
              <MenuItem key={action}>
                <button type="button" className={`${itemClass} text-slate-800`} onClick={() => void runFromMenu(action)} data-testid={`template-action-${action}`}>
                  {t(ACTION_LABEL_KEYS[action])}
                </button>
              </MenuItem>
            ))}
          {visual.archived ? null : <MenuSeparator className="my-1 h-px bg-slate-200" />}
          <MenuItem>
            <button type="button" className={`${itemClass} text-red-700 data-focus:bg-red-50`} onClick={() => setDialog('force-delete')}>
              {t(ACTION_LABEL_KEYS['force-delete'])}
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
      {dialog === 'edit' ? <EditTemplateDialog visual={visual} onClose={() => setDialog(null)} /> : null}
      {dialog === 'force-delete' ? <ForceDeleteDialog name={visual.name} onCancel={() => setDialog(null)} onConfirm={confirmDelete} /> : null}
    </div>
  );
}
