/**
 * Renders for tests: `aBuild(7, { status: 'finished' })` is render 7 of template "Summer sale"
 * (visual 3, version 5 #2), 300×250 html; `manyBuilds(5000)` are ids n..1, newest first, as the
 * server lists them. Domain values, as the worker's decoders produce them.
 */
import type { VisualBuild } from '../../../worker/contract/creatives';
import { aRender } from '../../../tests/harness/creative-builders';

export function aBuild(id: number, overrides: Partial<VisualBuild> = {}): VisualBuild {
  return aRender(id, { visualId: '3', visualName: 'Summer sale', versionId: '5', versionNumber: 2, status: 'rendering', progress: 34, createdAt: '2025-07-03T09:05:00Z', ...overrides });
}

export function aFinishedBuild(id: number, overrides: Partial<VisualBuild> = {}): VisualBuild {
  return aBuild(id, { status: 'finished', progress: 100, size: 48_128, finishedAt: '2025-07-03T09:07:30Z', downloadUrl: `/server/api/v1/visual-build/${id}/download`, ...overrides });
}

/** `count` renders, newest (highest id) first; `statusOf` picks each one's state. */
export function manyBuilds(count: number, statusOf: (id: number) => 'queued' | 'rendering' | 'finished' | 'failed' = () => 'rendering'): VisualBuild[] {
  return Array.from({ length: count }, (_, i) => {
    const id = count - i;
    const status = statusOf(id);
    if (status === 'finished') return aFinishedBuild(id);
    if (status === 'failed') return aBuild(id, { status, progress: 100, error: 'Broken package' });
    return aBuild(id, { status, progress: status === 'queued' ? 0 : 34 });
  });
}
