/**
 * Entities of the versions pages' component tests, with realistic defaults (typed domain values,
 * as the fake network answers them). Only tests import this file.
 */
import type { Page } from '../../../worker/contract/page';
import { VERSION_STATUSES, type VersionAction, type VersionStatus, type Visual, type VisualBuild, type VisualComment, type VisualVersion } from '../../../worker/contract/creatives';
import { allowedActions } from '../../../worker/contract/version-actions';

/** What the server lists per state: the state machine it enforces (worker/contract/version-actions.ts). */
export const SERVER_ACTIONS: { readonly [S in VersionStatus]: readonly VersionAction[] } = Object.fromEntries(VERSION_STATUSES.map((status) => [status, allowedActions(status)])) as { [S in VersionStatus]: VersionAction[] };

export const EVA = { id: 3, name: 'Eva Editor' };
export const MARTA = { id: 1, name: 'Marta Manager' };

export function aVisual(overrides: Partial<Visual> = {}): Visual {
  return {
    id: '4',
    latestVersion: { id: '8', number: 2, status: 'approval-requested' },
    approvedVersionId: '7',
    inDevelopment: true,
    progress: { basicSettings: true, inputsSettings: true, preview: true },
    name: 'Summer sale banner',
    description: 'For the current campaign.',
    tags: ['summer'],
    outputCategory: 'display',
    defaultOutputFormat: 'html',
    status: 'published',
    archived: false,
    sizes: [
      { width: 300, height: 250, label: 'Medium rectangle' },
      { width: 728, height: 90, label: 'Leaderboard' },
      { width: 160, height: 600, label: null },
    ],
    versions: [
      { id: '7', number: 1, status: 'approved' },
      { id: '8', number: 2, status: 'approval-requested' },
    ],
    createdAt: '2025-06-01T08:00:00',
    updatedAt: '2025-07-03T09:05:00',
    ...overrides,
  };
}

export function aVersion(overrides: Partial<VisualVersion> = {}): VisualVersion {
  const status = overrides.status ?? 'approval-requested';
  return {
    id: '8',
    visualId: '4',
    visualName: 'Summer sale banner',
    number: 2,
    status,
    actions: SERVER_ACTIONS[status],
    requestedBy: status === 'approval-requested' ? EVA : null,
    buildsCount: 2,
    approvalComment: status === 'approval-requested' ? 'Ready for review.' : null,
    previewUrl: '/server/api/v1/visual-version/8/preview',
    commentsCount: 2,
    history: [
      { action: 'request-approval', actor: EVA, comment: 'Ready for review.', at: '2025-07-03T09:05:00' },
      { action: 'preview', actor: EVA, comment: null, at: '2025-07-02T15:30:00' },
      { action: 'created', actor: EVA, comment: null, at: '2025-07-01T10:00:00' },
    ],
    createdAt: '2025-07-01T10:00:00',
    updatedAt: '2025-07-03T09:05:00',
    ...overrides,
  };
}

export function aComment(id: string, overrides: Partial<VisualComment> = {}): VisualComment {
  return { id, versionId: '8', comment: `Comment ${id}`, author: MARTA, createdAt: '2025-07-03T09:05:00', updatedAt: '2025-07-03T09:05:00', ...overrides };
}

export function aBuild(id: string, overrides: Partial<VisualBuild> = {}): VisualBuild {
  return {
    id,
    visualId: '4',
    visualName: 'Summer sale banner',
    versionId: '8',
    versionNumber: 2,
    status: 'finished',
    progress: 100,
    stage: null,
    outputFormat: 'html',
    width: 300,
    height: 250,
    size: 21_000,
    cost: 1,
    error: null,
    reason: null,
    downloadUrl: null,
    createdAt: '2025-07-03T10:00:00',
    finishedAt: '2025-07-03T10:02:00',
    ...overrides,
  };
}

export function pageOf<T>(items: readonly T[], perPage = 25): Page<T> {
  return { items, page: 1, perPage, total: items.length, lastPage: 1 };
}
