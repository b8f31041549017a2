/**
 * Labels and badge tones of a template's status and of its versions' states. The server's words
 * are shown as they come when the product does not know them (a newer backend), never hidden.
 */
import { VERSION_STATUSES, type Visual, type VersionStatus, type VersionSummary } from '../../../worker/contract/creatives';

export type Tone = 'green' | 'amber' | 'slate' | 'red' | 'indigo' | 'sky';

export interface StatusLabel {
  /** i18n key, or null to show `raw` as it is. */
  readonly key: string | null;
  readonly raw: string;
  readonly tone: Tone;
}

const VISUAL_STATUS: Readonly<Record<string, { key: string; tone: Tone }>> = {
  published: { key: 'TEMPLATES.STATUS_PUBLISHED', tone: 'green' },
  unpublished: { key: 'TEMPLATES.STATUS_UNPUBLISHED', tone: 'amber' },
};

/** An archived template is archived whatever its publication status was. */
export function visualStatusLabel(visual: Pick<Visual, 'status' | 'archived'>): StatusLabel {
  if (visual.archived) return { key: 'TEMPLATES.STATUS_ARCHIVED', raw: 'archived', tone: 'slate' };
  const known = VISUAL_STATUS[visual.status];
  return known ? { ...known, raw: visual.status } : { key: null, raw: visual.status, tone: 'slate' };
}

export const VERSION_STATUS_KEYS: Readonly<Record<VersionStatus, string>> = {
  draft: 'TEMPLATES.VERSION_DRAFT',
  processed: 'TEMPLATES.VERSION_PROCESSED',
  previewed: 'TEMPLATES.VERSION_PREVIEWED',
  'approval-requested': 'TEMPLATES.VERSION_APPROVAL_REQUESTED',
  approved: 'TEMPLATES.VERSION_APPROVED',
  rejected: 'TEMPLATES.VERSION_REJECTED',
  erased: 'TEMPLATES.VERSION_ERASED',
  archived: 'TEMPLATES.VERSION_ARCHIVED',
};

const VERSION_TONES: Readonly<Record<VersionStatus, Tone>> = {
  draft: 'slate',
  processed: 'sky',
  previewed: 'sky',
  'approval-requested': 'amber',
  approved: 'green',
  rejected: 'red',
  erased: 'slate',
  archived: 'slate',
};

export function versionStatusLabel(status: string): StatusLabel {
  if (!(VERSION_STATUSES as readonly string[]).includes(status)) return { key: null, raw: status, tone: 'slate' };
  const known = status as VersionStatus;
  return { key: VERSION_STATUS_KEYS[known], raw: status, tone: VERSION_TONES[known] };
}

/** The version with the highest number (the list's "newest version" column); null without any. */
export function newestVersion(versions: readonly VersionSummary[]): VersionSummary | null {
  let newest: VersionSummary | null = null;
  for (const version of versions) if (newest === null || version.number > newest.number) newest = version;
  return newest;
}
