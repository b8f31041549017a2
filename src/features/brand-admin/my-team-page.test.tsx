import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProfileUploads } from '../../../worker/domains/brand-admin/contract';
import type { Query } from '../../../worker/contract/queries';
import type { ResourceRecord } from '../../../worker/domains/resources/contract';
import { aBrandUser } from '../../../tests/harness/builders';
import { renderApp } from '../../../tests/harness/render-app';

const uploads: ProfileUploads = { id: 'profile-uploads', directoryId: 1000, path: '/editor-1', canUpload: true, files: [] };
const member = (id: number, name: string, role: string): ResourceRecord => ({ id: String(id), label: name, fields: { id, name, email: `${id}@acme.test`, primary_role: role } });

describe('my team', { timeout: 15_000 }, () => {
  it('shows the team, its upload directory and its members with their roles', async () => {
    const seen: Query[] = [];
    const brandUser = aBrandUser({ role: 'editor' });
    const app = await renderApp({
      path: '/acme/brand-settings/my-team',
      role: 'editor',
      network: ({ backend }) => void backend.autoAnswer('profileUploads', uploads).autoAnswer('brandUser', { ...brandUser, team: { id: 5, name: 'Creative team' } }),
      resources: (query) => {
        seen.push(query);
        const items = [member(1, 'Eva Editor', 'editor'), member(4, 'Viktor Visitor', 'visitor')];
        return { items, page: 1, perPage: 100, total: 2, lastPage: 1 };
      },
    });
    expect(await screen.findByTestId('team-name')).toHaveTextContent('Creative team');
    await waitFor(() => expect(screen.getAllByTestId('team-member')).toHaveLength(2));
    expect(screen.getAllByTestId('role-badge').map((b) => b.textContent)).toEqual(['Editor', 'Visitor']);
    expect(screen.getByTestId('team-directory')).toHaveTextContent('Upload directory: /editor-1');
    expect(seen).toContainEqual(expect.objectContaining({ kind: 'resource/list', resource: 'user', filter: { team_id: 5 } }));
    expect(app.location()).toBe('/acme/brand-settings/my-team');
  });
});
