/** One toggle's change applied to the settings (pure: the optimistic state is computed from it). */
import type { NotificationGroup, NotificationChannel, NotificationPreferences } from '../../../../worker/domains/brand-admin/contract';

/** The groups in the order the page lists them (the contract's NOTIFICATION_GROUPS; src may import only its types). */
export const SETTINGS_GROUPS = ['VISUAL', 'VISUAL_BUILD', 'AD_SET', 'ASSET_GROUP', 'ASSET_LIBRARY', 'FEED', 'WALLET', 'GENERIC'] as const satisfies readonly NotificationGroup[];

export type SettingsChange =
  | { readonly group: NotificationGroup; readonly channel: NotificationChannel; readonly on: boolean }
  | { readonly alert: 'lowCreditEmail' | 'storageEmail'; readonly on: boolean };

export function applyChange(s: NotificationPreferences, change: SettingsChange): NotificationPreferences {
  if ('alert' in change) return { ...s, [change.alert]: change.on };
  return { ...s, groups: { ...s.groups, [change.group]: { ...s.groups[change.group], [change.channel]: change.on } } };
}

/** Only what the server stores (the watched record also carries its id). */
export function preferencesOf(s: NotificationPreferences): NotificationPreferences {
  return { groups: s.groups, lowCreditEmail: s.lowCreditEmail, storageEmail: s.storageEmail };
}
