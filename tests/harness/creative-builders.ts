/** Builders of the creative workflow's entities (worker/contract/creatives.ts), for tests. */
import type { Visual, VisualBuild, VisualComment, VisualVersion } from '../../worker/contract/creatives';

const AT = '2026-11-23T09:00:00.000Z';

export function aVisual(id: string | number, overrides: Partial<Visual> = {}): Visual {
  return {
    id: String(id),
    name: `Template ${id}`,
    description: null,
    tags: [],
    outputCategory: 'display',
    defaultOutputFormat: 'html',
    status: 'published',
    archived: false,
    sizes: [{ width: 300, height: 250, label: 'Medium rectangle' }],
    versions: [{ id: `${id}01`, number: 1, status: 'processed' }],
    latestVersion: { id: `${id}01`, number: 1, status: 'processed' },
    approvedVersionId: null,
    inDevelopment: true,
    progress: { basicSettings: true, inputsSettings: true, preview: true },
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

export function aVersion(id: string | number, overrides: Partial<VisualVersion> = {}): VisualVersion {
  return {
    id: String(id),
    visualId: '1',
    visualName: 'Template 1',
    number: 1,
    status: 'processed',
    actions: ['process', 'preview', 'request-approval', 'erase', 'archive', 'revise'],
    requestedBy: null,
    buildsCount: 0,
    approvalComment: null,
    previewUrl: null,
    commentsCount: 0,
    history: [],
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

export function aComment(id: string | number, overrides: Partial<VisualComment> = {}): VisualComment {
  return { id: String(id), versionId: '11', comment: `Comment ${id}`, author: { id: 2, name: 'Marta Manager' }, createdAt: AT, updatedAt: AT, ...overrides };
}

export function aRender(id: string | number, overrides: Partial<VisualBuild> = {}): VisualBuild {
  return {
    id: String(id),
    visualId: '1',
    visualName: 'Template 1',
    versionId: '11',
    versionNumber: 1,
    status: 'queued',
    progress: 0,
    stage: null,
    outputFormat: 'html',
    width: 300,
    height: 250,
    size: null,
    cost: 1,
    error: null,
    reason: null,
    downloadUrl: null,
    createdAt: AT,
    finishedAt: null,
    ...overrides,
  };
}
