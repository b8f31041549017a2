/**
 * Optimistic toggles: the switch moves at once, the whole document is saved, and a failure puts
 * back what the server has (with a message). Only the latest save decides: an older answer
 * arriving late changes nothing, since the newer request carries the whole document.
 *
 *   toggle ─▶ shown = change(shown) ─▶ save ─▶ ok:   shown = server's record (records/changed)
 *                                           └▶ fail: shown = server's record, error shown
 */
import { useCallback, useRef, useState } from 'react';
import type { NotificationPreferences } from '../../../../worker/domains/brand-admin/contract';
import { useDataLayer } from '../../../data-client';
import { applyChange, preferencesOf, type SettingsChange } from './settings-model';

export function useOptimisticSettings(server: NotificationPreferences) {
  const api = useDataLayer();
  const [optimistic, setOptimistic] = useState<NotificationPreferences | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const shown = optimistic ?? server;

  const toggle = useCallback(
    async (change: SettingsChange) => {
      const next = applyChange(preferencesOf(shown), change);
      const mine = ++latest.current;
      setOptimistic(next);
      setFailed(false);
      const result = await api.dispatch({ type: 'brand-admin/save-notification-settings', settings: next });
      if (mine !== latest.current) return;
      setOptimistic(null);
      if (!result.ok) setFailed(true);
    },
    [api, shown],
  );

  return { shown, toggle, failed, saving: optimistic !== null };
}
