/**
 * What a notification shows and where it links (spec section 2, "Notification centre"). The kind
 * is read from the server's class name and the data present. A link is given only when every
 * field it needs is there; all links but the invitation are prefixed with the brand. An
 * unrecognised kind renders nothing. Texts are cut at 110 characters.
 */
import type { AppNotification } from '../../../worker/contract/entities';

export const NOTIFICATION_TEXT_MAX = 110;

export type NotificationKind = 'ad-set' | 'asset-group' | 'visual-comment' | 'visual' | 'low-credit' | 'build-failed' | 'storage' | 'invitation' | 'in-app';

export interface NotificationView {
  readonly kind: NotificationKind;
  /** i18n key of the title; params are plain text from the data. */
  readonly titleKey: string;
  readonly params: Readonly<Record<string, string>>;
  readonly link: string | null;
}

export function truncate(text: string, max = NOTIFICATION_TEXT_MAX): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

function str(data: Readonly<Record<string, unknown>>, key: string): string | null {
  const value = data[key];
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function kindOf(n: AppNotification): NotificationKind | null {
  const type = n.type.toLowerCase();
  const has = (key: string) => n.data[key] !== undefined && n.data[key] !== null;
  if (type.includes('invit') || has('hash')) return 'invitation';
  if (type.includes('credit') || type.includes('balance')) return 'low-credit';
  if (type.includes('scenario') && type.includes('fail')) return 'build-failed';
  if (type.includes('storage')) return 'storage';
  if (has('group') && has('subscriptionName')) return 'in-app';
  if (has('adSet')) return 'ad-set';
  if (has('assetGroup')) return 'asset-group';
  if (has('visual') && (type.includes('comment') || has('visualVersionCommentText'))) return 'visual-comment';
  if (has('visual')) return 'visual';
  return null;
}

export function viewNotification(n: AppNotification): NotificationView | null {
  const kind = kindOf(n);
  if (kind === null) return null;
  const d = n.data;
  const brand = str(d, 'brandIdentifier');
  const branded = (path: string | null) => (path === null || brand === null ? null : `/${encodeURIComponent(brand)}${path}`);
  const p = (key: string) => str(d, key);
  const label = (...keys: string[]) => truncate(keys.map(p).find((value) => value !== null) ?? '');
  switch (kind) {
    case 'invitation':
      return { kind, titleKey: 'NOTIFICATIONS.KIND.INVITATION', params: { brand: label('brandLabel', 'brandIdentifier') }, link: p('hash') === null ? null : `/invite/${encodeURIComponent(p('hash')!)}` };
    case 'low-credit':
      return { kind, titleKey: `NOTIFICATIONS.KIND.LOW_CREDIT_${p('type') === 'below100' ? '100' : p('type') === 'below50' ? '50' : '5'}`, params: { brand: label('brandLabel', 'brandIdentifier') }, link: branded('/brand-settings/wallet') };
    case 'build-failed':
      return { kind, titleKey: 'NOTIFICATIONS.KIND.BUILD_FAILED', params: { brand: label('brandLabel', 'brandIdentifier') }, link: branded('/brand-settings/wallet') };
    case 'storage':
      return { kind, titleKey: `NOTIFICATIONS.KIND.STORAGE_${p('type') === 'above100' ? '100' : p('type') === 'above90' ? '90' : '75'}`, params: { brand: label('brandLabel', 'brandIdentifier') }, link: branded('/brand-settings/storage/ad-sets') };
    case 'ad-set': {
      const state = p('reviewState');
      const titleKey = state === 'rejected' ? 'NOTIFICATIONS.KIND.AD_SET_REJECTED' : state === 'partly-approved' ? 'NOTIFICATIONS.KIND.AD_SET_PARTLY_APPROVED' : 'NOTIFICATIONS.KIND.AD_SET_APPROVED';
      return { kind, titleKey, params: { label: label('adSetLabel', 'adSet') }, link: branded(`/ad-sets/${encodeURIComponent(p('adSet')!)}`) };
    }
    case 'asset-group':
      return { kind, titleKey: 'NOTIFICATIONS.KIND.ASSET_GROUP', params: { label: label('assetGroupLabel', 'assetGroupName', 'assetGroup') }, link: branded(`/asset-groups/${encodeURIComponent(p('assetGroup')!)}`) };
    case 'visual-comment': {
      const version = p('visualVersion');
      return { kind, titleKey: 'NOTIFICATIONS.KIND.VISUAL_COMMENT', params: { label: label('visualLabel', 'visual'), comment: label('visualVersionCommentText', 'comment') }, link: version === null ? null : branded(`/visuals/${encodeURIComponent(p('visual')!)}/tester/${encodeURIComponent(version)}`) };
    }
    case 'visual': {
      const version = p('visualVersion');
      const base = `/visuals/${encodeURIComponent(p('visual')!)}`;
      return { kind, titleKey: 'NOTIFICATIONS.KIND.VISUAL', params: { label: label('visualLabel', 'visual') }, link: branded(version === null ? base : `${base}/version/${encodeURIComponent(version)}`) };
    }
    case 'in-app': {
      const subject = d.subject as { label?: unknown } | undefined;
      const text = typeof subject?.label === 'string' ? subject.label : (p('subscriptionName') ?? '');
      return { kind, titleKey: 'NOTIFICATIONS.KIND.IN_APP', params: { label: truncate(text) }, link: null };
    }
    default: {
      const unreachable: never = kind;
      return unreachable;
    }
  }
}
