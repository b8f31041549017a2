import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Query } from '../../../../worker/contract/queries';
import type { ResourceRecord } from '../../../../worker/domains/resources/contract';
import type { FakePorts } from '../../../../tests/harness/fake-ports';
import { httpFailure } from '../../../../tests/harness/http-failure';
import { renderApp } from '../../../../tests/harness/render-app';
import { aFile } from '../../../../tests/harness/servers/assets-test-server';

const group = (id: number, label: string, name: string, files: number, size: number): ResourceRecord => ({
  id: String(id),
  label,
  fields: { id, label, name, files_count: files, files_size: size, archived: false, updated_at: '2025-06-12T14:05:00' },
});

function groupsServer() {
  const groups = [group(1, 'Spring campaign', 'spring-campaign', 3, 3 * 1024 * 1024), group(2, 'Logos', 'logos', 0, 0)];
  const files = [aFile('50', 'hero.png', 'image/png', 2048, { assetGroupId: '1', directoryId: null }), aFile('51', 'copy.txt', 'text/plain', 100, { assetGroupId: '1', directoryId: null })];
  const notFound = () => httpFailure(404, 'Not Found', { message: 'No query results for model [App\\Models\\AssetGroup] 99' });
  const resources = (query: Query) => {
    if (query.kind === 'resource/get') {
      const found = groups.find((g) => g.id === query.id);
      if (!found) throw notFound();
      return found;
    }
    const items = groups.filter((g) => g.fields.archived !== true);
    return { items, page: 1, perPage: 20, total: items.length, lastPage: 1 };
  };
  const install = ({ backend }: FakePorts) => {
    backend
      .autoAnswer('resourceCreate', (call) => {
        const { fields } = call.args[0] as { fields: { label: string; name: string } };
        if (fields.name === 'logos') throw httpFailure(422, 'Unprocessable Content', { message: 'The name has already been taken.', errors: { name: ['The name has already been taken.'] } });
        const created = group(3, fields.label, fields.name, 0, 0);
        groups.push(created);
        return created;
      })
      .autoAnswer('resourceUpdate', (call) => {
        const { id, fields } = call.args[0] as { id: string; fields: Record<string, string | boolean> };
        const i = groups.findIndex((g) => g.id === id);
        groups[i] = { ...groups[i]!, fields: { ...groups[i]!.fields, ...fields } };
        return groups[i]!;
      })
      .autoAnswer('assetGroupFiles', (call) => {
        if (!groups.some((g) => g.id === call.args[0])) throw notFound();
        return files.filter((f) => f.assetGroupId === call.args[0]);
      })
      .autoAnswer('assetGroupUpload', (call) => {
        const a = call.args[0] as { groupId: string; file: Blob; name: string };
        const file = aFile('60', a.name, a.file.type, a.file.size, { assetGroupId: a.groupId, directoryId: null });
        files.push(file);
        return file;
      });
  };
  return {
    options: {
      resources,
      resourceMeta: () => ({ total: 3, archived: 1, countsBy: {}, options: {}, choices: {}, numbers: { 'files.files': 3, 'files.bytes': 3 * 1024 * 1024 } }),
      network: install,
    },
    groups,
  };
}

describe('source files (asset groups)', () => {
  it('lists the groups with name, file count, size in 1024 units and date, and sums them up from the meta', async () => {
    const { options } = groupsServer();
    await renderApp({ path: '/acme/asset-groups', ...options });
    const rows = await screen.findAllByTestId('group-row');
    expect(rows[0]).toHaveTextContent('Spring campaignspring-campaign33 MB12.6.2025 14:05');
    expect(within(rows[0]!).getByRole('link', { name: 'Spring campaign' })).toHaveAttribute('href', '/acme/asset-groups/1');
    expect(await screen.findByTestId('groups-summary')).toHaveTextContent('Groups: 2 · Files: 3 · 3 MB');
  });

  it("creates a group with the server's name rule checked first and the server's answer under the field, not in a toast too", async () => {
    const { options } = groupsServer();
    const app = await renderApp({ path: '/acme/asset-groups', ...options });
    await screen.findAllByTestId('group-row');
    await app.user.click(screen.getByTestId('new-group'));
    const dialog = await screen.findByTestId('group-dialog');
    await app.user.type(within(dialog).getByLabelText(/^Label/), 'Logos');
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('logos');
    await app.user.click(within(dialog).getByTestId('group-save'));
    expect(await within(dialog).findByText('The name has already been taken.')).toBeInTheDocument();
    // Shown once, under its field: every batch has reached the page and no toast repeats it.
    await app.settle();
    expect(screen.getAllByText('The name has already been taken.')).toHaveLength(1);
    await app.user.clear(within(dialog).getByLabelText(/^Name/));
    await app.user.type(within(dialog).getByLabelText(/^Name/), 'new logos');
    await app.user.click(within(dialog).getByTestId('group-save'));
    expect(within(dialog).getByText('The name may only contain letters, digits, dashes and underscores.')).toBeInTheDocument();
    expect(app.backend.calls.filter((c) => c.method === 'resourceCreate')).toHaveLength(1);
    await app.user.clear(within(dialog).getByLabelText(/^Name/));
    await app.user.type(within(dialog).getByLabelText(/^Name/), 'new-logos');
    await app.user.click(within(dialog).getByTestId('group-save'));
    await waitFor(() => expect(app.location()).toBe('/acme/asset-groups/3'));
  });

  it('archives a group after asking', async () => {
    const { options, groups } = groupsServer();
    const app = await renderApp({ path: '/acme/asset-groups', ...options });
    await screen.findAllByTestId('group-row');
    await app.user.click(screen.getByRole('button', { name: 'Archive Logos' }));
    await app.user.click(await screen.findByTestId('confirm-action'));
    await waitFor(() => expect(screen.getAllByTestId('group-row').map((r) => r.dataset.id)).toEqual(['1']));
    expect(groups[1]?.fields.archived).toBe(true);
  });

  it('shows a group’s files and uploads into it; visitors get no upload or delete', async () => {
    const { options } = groupsServer();
    const app = await renderApp({ path: '/acme/asset-groups/1', ...options });
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring campaign' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('file-item').map((r) => r.dataset.name)).toEqual(['hero.png', 'copy.txt']));
    expect(within(screen.getAllByTestId('file-item')[0]!).getByTestId('file-size')).toHaveTextContent('2 KB');
    expect(screen.getAllByTestId('file-item')[0]!.querySelector('img')).toHaveAttribute('src', '/server/api/v1/files/50/content?brand=acme');
    fireEvent.change(screen.getByTestId('group-upload-input'), { target: { files: [new File(['abc'], 'brief.txt', { type: 'text/plain' })] } });
    await waitFor(() => expect(screen.getAllByTestId('file-item').map((r) => r.dataset.name)).toEqual(['hero.png', 'copy.txt', 'brief.txt']));
    expect(app.backend.calls.filter((c) => c.method === 'assetGroupUpload').map((c) => (c.args[0] as { groupId: string; name: string }).name)).toEqual(['brief.txt']);
  });

  it('offers visitors no upload or delete', async () => {
    const { options } = groupsServer();
    await renderApp({ path: '/acme/asset-groups/1', role: 'visitor', ...options });
    await screen.findAllByTestId('file-item');
    expect(screen.queryByTestId('group-upload-button')).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete file/ })).toBeNull();
  });

  it('is the 404 page for an unknown group', async () => {
    const { options } = groupsServer();
    await renderApp({ path: '/acme/asset-groups/99', ...options });
    expect(await screen.findByTestId('error-404')).toBeInTheDocument();
  });
});
