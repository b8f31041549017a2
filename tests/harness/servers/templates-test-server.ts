/**
 * Test support for the templates' component tests: a tiny in-memory template server that answers
 * the fake network's calls by name (visualsList, visualGet, visualCreate, ...) the way the
 * reference backend does, so a write followed by the data layer's refetch shows its effect.
 */
import type { Visual, VisualForm, VersionSummary } from '../../../worker/contract/creatives';
import type { VisualsListQuery } from '../../../worker/domains/visuals/contract';
import type { FakePorts } from '../../../tests/harness/fake-ports';
import { aVisual as aHarnessVisual } from '../../../tests/harness/creative-builders';
import { httpFailure } from '../../../tests/harness/http-failure';

export function aVisual(id: number, overrides: Partial<Visual> = {}): Visual {
  const versions: readonly VersionSummary[] = overrides.versions ?? [{ id: String(id * 10 + 1), number: 1, status: 'draft' }];
  const latest = [...versions].filter((v) => v.status !== 'archived').sort((a, b) => b.number - a.number)[0] ?? null;
  return aHarnessVisual(id, {
    versions,
    latestVersion: latest,
    inDevelopment: latest?.status !== 'approved',
    createdAt: '2025-07-01T09:00:00',
    updatedAt: '2025-07-03T09:05:00',
    ...overrides,
  });
}

const notFound = () => httpFailure(404, 'Not Found', { message: 'No query results for model [Visual].' });

export function templateServer(initial: readonly Visual[]) {
  const visuals = [...initial];
  let nextId = 900;
  const find = (id: string) => {
    const found = visuals.find((v) => v.id === id);
    if (found === undefined) throw notFound();
    return found;
  };
  const change = (id: string, fields: Partial<Visual>) => {
    const i = visuals.findIndex((v) => v.id === id);
    if (i < 0) throw notFound();
    visuals[i] = { ...visuals[i]!, ...fields };
    return visuals[i]!;
  };
  const list = (q: VisualsListQuery) => {
    const matching = visuals.filter(
      (v) =>
        (q.view === 'archived' ? v.archived : !v.archived) &&
        (q.view !== 'development' || v.inDevelopment) &&
        (!q.search || v.name.toLowerCase().includes(q.search.toLowerCase())) &&
        (!q.tag || v.tags.includes(q.tag)),
    );
    const start = (q.page - 1) * q.perPage;
    return { items: matching.slice(start, start + q.perPage), page: q.page, perPage: q.perPage, total: matching.length, lastPage: Math.max(1, Math.ceil(matching.length / q.perPage)) };
  };
  const created = (form: VisualForm) =>
    aVisual(nextId++, { name: form.name, description: form.description || null, tags: form.overriddenTags, outputCategory: form.outputCategory, defaultOutputFormat: form.defaultOutputFormat });

  return {
    visuals,
    install({ backend }: FakePorts) {
      backend
        .autoAnswer('visualsList', (call) => list(call.args[0] as VisualsListQuery))
        .autoAnswer('visualGet', (call) => find(call.args[0] as string))
        .autoAnswer('visualCreate', (call) => {
          const visual = created((call.args[0] as { form: VisualForm }).form);
          visuals.unshift(visual);
          return { id: visual.id };
        })
        .autoAnswer('visualUpdate', (call) => {
          const { id, form } = call.args[0] as { id: string; form: VisualForm };
          change(id, { name: form.name, description: form.description || null, tags: form.overriddenTags, outputCategory: form.outputCategory, defaultOutputFormat: form.defaultOutputFormat });
          return undefined;
        })
        .autoAnswer('visualUnpublish', (call) => void change(call.args[0] as string, { status: 'unpublished' }))
        .autoAnswer('visualPublish', (call) => void change(call.args[0] as string, { status: 'published' }))
        .autoAnswer('visualRestore', (call) => void change(call.args[0] as string, { archived: false }))
        .autoAnswer('visualDelete', (call) => {
          const { id, force } = call.args[0] as { id: string; force: boolean };
          if (force) visuals.splice(visuals.indexOf(find(id)), 1);
          else change(id, { archived: true });
          return undefined;
        })
        .autoAnswer('visualRevise', (call) => {
          const visual = find(call.args[0] as string);
          const version: VersionSummary = { id: String(Number(visual.id) * 10 + visual.versions.length + 1), number: visual.versions.length + 1, status: 'draft' };
          change(visual.id, { versions: [...visual.versions, version], latestVersion: version, inDevelopment: true });
          return { id: version.id };
        });
    },
  };
}
