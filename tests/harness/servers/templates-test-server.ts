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

/** Options: the package bytes `visualPackage` answers (the live preview fills them), and values the server refuses (as a 422 naming the input). */
export interface TemplateServerOptions {
  readonly packages?: Readonly<Record<string, { readonly name: string; readonly bytes: Uint8Array<ArrayBuffer> }>>;
  readonly refuse?: (name: string, value: string) => string | null;
}

export function templateServer(initial: readonly Visual[], options: TemplateServerOptions = {}) {
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
        .autoAnswer('visualSaveValues', (call) => {
          const { id, values } = call.args[0] as { id: string; values: Readonly<Record<string, string>> };
          const refused = Object.entries(values).flatMap(([name, value]) => {
            const message = options.refuse?.(name, value) ?? null;
            return message === null ? [] : [[`slots.${name}`, [message]] as const];
          });
          if (refused.length > 0) throw httpFailure(422, 'Unprocessable Content', { message: refused[0]![1][0], errors: Object.fromEntries(refused) });
          const visual = find(id);
          change(id, { inputs: visual.inputs.map((input) => (input.name in values ? { ...input, value: values[input.name]! } : input)) });
          return undefined;
        })
        .autoAnswer('visualPackage', (call) => {
          const stored = options.packages?.[call.args[0] as string];
          if (!stored) throw notFound();
          return { blob: new Blob([stored.bytes]), filename: stored.name };
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
