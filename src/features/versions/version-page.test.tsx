/**
 * The version page through the real in-process data layer: the fake network answers the version,
 * template, renders and comments calls by name, and every click goes through dispatch.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VersionAction, VersionStatus, VisualBuild, VisualVersion } from '../../../worker/contract/creatives';
import { aNotification, apiErrors } from '../../../tests/harness/builders';
import { renderApp, type RenderAppOptions } from '../../../tests/harness/render-app';
import { aBuild, aComment, aVersion, aVisual, EVA, MARTA, pageOf, SERVER_ACTIONS } from './test-fixtures';

const PATH = '/acme/visuals/4/version/8';

/** A backend holding one version whose state the transition calls move, like the server does. */
function versionServer(initial: VisualVersion = aVersion(), builds: readonly VisualBuild[] = [aBuild('51', { status: 'rendering', progress: 34 }), aBuild('50')]) {
  let version = initial;
  const move = (status: VersionStatus, extra: Partial<VisualVersion> = {}) => {
    version = { ...version, status, actions: SERVER_ACTIONS[status], requestedBy: status === 'approval-requested' ? version.requestedBy : null, ...extra };
    return version;
  };
  const network: RenderAppOptions['network'] = ({ backend }) => {
    backend
      .autoAnswer('versionGet', () => version)
      .autoAnswer('visualGet', aVisual())
      .autoAnswer('buildsList', pageOf(builds))
      // The page asks newest first (and shows them oldest first).
      .autoAnswer('commentsList', pageOf([aComment('2', { comment: 'Agreed.' }), aComment('1', { author: EVA, comment: 'Logo needs more room.' })]));
  };
  return {
    network,
    get version() {
      return version;
    },
    move,
  };
}

const badge = () => within(screen.getByTestId('version-page')).getAllByTestId('version-status')[0]!;
const actionButtons = () => within(screen.getByTestId('version-actions')).getAllByRole('button').map((button) => button.textContent);

describe('version page', () => {
  it('shows the version: state, number and template, history newest first with comments, live renders and comments', async () => {
    const server = versionServer();
    await renderApp({ path: PATH, network: server.network });
    await screen.findByTestId('version-actions');
    expect(badge()).toHaveTextContent('Awaiting approval');
    expect(screen.getByText('Summer sale banner · version 2')).toBeInTheDocument();
    const thumbnail = screen.getByRole('img', { name: 'Version 2 of Summer sale banner at its first size' });
    expect(thumbnail).toHaveAttribute('src', '/server/api/v1/visual-version/8/thumbnail?size=page');
    expect(thumbnail).toHaveAttribute('loading', 'lazy');

    const history = within(screen.getByTestId('version-history')).getAllByTestId('history-entry');
    expect(history.map((entry) => entry.dataset.action)).toEqual(['request-approval', 'preview', 'created']);
    expect(history[0]).toHaveTextContent('Requested approval · Eva Editor');
    expect(history[0]).toHaveTextContent('3.7.2025 09:05');
    expect(history[0]).toHaveTextContent('Ready for review.');

    const renders = await screen.findAllByTestId('version-render');
    expect(renders).toHaveLength(2);
    expect(within(renders[0]!).getByRole('link', { name: '#51' })).toHaveAttribute('href', '/acme/builds/51');
    expect(within(renders[0]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '34');
    expect(within(renders[0]!).getByTestId('build-status')).toHaveTextContent('Rendering');
    expect(within(renders[1]!).getByRole('link', { name: 'Open in the tester' })).toHaveAttribute('href', '/acme/visuals/4/tester/8/build/50');

    const comments = await screen.findAllByTestId('comment');
    expect(comments.map((comment) => within(comment).getByTestId('comment-text').textContent)).toEqual(['Logo needs more room.', 'Agreed.']);
    expect(within(comments[0]!).getByTestId('comment-date')).toHaveTextContent('3.7.2025 09:05');
  });

  it('offers a reviewer the review of someone else’s request, and nothing the state does not allow', async () => {
    await renderApp({ path: PATH, network: versionServer().network });
    await screen.findByTestId('version-actions');
    expect(actionButtons()).toEqual(['Approve', 'Reject', 'Cancel approval request', 'Revise']);
    expect(screen.getByTestId('review-notice')).toHaveTextContent('Eva Editor asked for approval: approve it, or reject it with a comment.');
  });

  it('does not offer the review to the person who asked for it', async () => {
    await renderApp({ path: PATH, network: versionServer(aVersion({ requestedBy: MARTA })).network });
    await screen.findByTestId('version-actions');
    expect(actionButtons()).toEqual(['Cancel approval request', 'Revise']);
    expect(screen.getByTestId('review-notice')).toHaveTextContent('You asked for approval.');
  });

  it('does not offer the review to an editor, nor withdrawing someone else’s request (the server refuses it)', async () => {
    await renderApp({ path: PATH, role: 'editor', network: versionServer().network });
    await screen.findByTestId('version-actions');
    expect(actionButtons()).toEqual(['Revise']);
    expect(screen.getByTestId('review-notice')).toHaveTextContent('Eva Editor asked for approval. A manager or developer approves or rejects it.');
  });

  it('offers an editor withdrawing their own request', async () => {
    await renderApp({ path: PATH, role: 'editor', user: { id: EVA.id, name: EVA.name }, network: versionServer().network });
    await screen.findByTestId('version-actions');
    expect(actionButtons()).toEqual(['Cancel approval request', 'Revise']);
  });

  it('gives a visitor no actions and no render button, but the comment form', async () => {
    await renderApp({ path: PATH, role: 'visitor', network: versionServer(aVersion({ status: 'approved' })).network });
    await screen.findByTestId('version-details');
    expect(screen.queryByTestId('version-actions')).not.toBeInTheDocument();
    expect(screen.queryByTestId('start-renders')).not.toBeInTheDocument();
    expect(await screen.findByTestId('add-comment-form')).toBeInTheDocument();
  });

  it('approves with an optional comment, disabling every button while the command runs', async () => {
    const server = versionServer();
    const app = await renderApp({ path: PATH, network: server.network });
    await app.user.click(await screen.findByTestId('version-action-approve'));
    const dialog = await screen.findByTestId('version-action-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Approve this version' })).toBeInTheDocument();
    await app.user.type(within(dialog).getByLabelText('Comment (optional)'), 'Good to go.');
    app.backend.manual('versionTransition');
    await app.user.click(within(dialog).getByTestId('version-action-confirm'));

    await waitFor(() => expect(app.backend.pending('versionTransition')).toHaveLength(1));
    expect(app.backend.pending('versionTransition')[0]!.args).toEqual([{ id: '8', action: 'approve', comment: 'Good to go.' }]);
    for (const button of within(screen.getByTestId('version-actions')).getAllByRole('button', { hidden: true })) expect(button).toBeDisabled();
    expect(within(dialog).getByTestId('version-action-confirm')).toBeDisabled();

    app.backend.answer('versionTransition', server.move('approved', { approvalComment: 'Good to go.' }));
    await waitFor(() => expect(badge()).toHaveTextContent('Approved'));
    await waitFor(() => expect(screen.queryByTestId('version-action-dialog')).not.toBeInTheDocument());
    expect(actionButtons()).toEqual(['Preview', 'Revise', 'Erase', 'Archive']);
    for (const button of within(screen.getByTestId('version-actions')).getAllByRole('button')) expect(button).toBeEnabled();
  });

  it('rejects only with a comment', async () => {
    const server = versionServer();
    const app = await renderApp({ path: PATH, network: server.network });
    app.backend.autoAnswer('versionTransition', () => server.move('rejected', { approvalComment: 'Wrong colours.' }));
    await app.user.click(await screen.findByTestId('version-action-reject'));
    const dialog = await screen.findByTestId('version-action-dialog');
    const confirm = within(dialog).getByTestId('version-action-confirm');
    expect(confirm).toBeDisabled();
    await app.user.type(within(dialog).getByLabelText('Comment (required)'), '   ');
    expect(confirm).toBeDisabled();
    await app.user.type(within(dialog).getByLabelText('Comment (required)'), 'Wrong colours.');
    await app.user.click(confirm);
    await waitFor(() => expect(badge()).toHaveTextContent('Rejected'));
    expect(app.backend.calls.filter((call) => call.method === 'versionTransition').map((call) => call.args)).toEqual([[{ id: '8', action: 'reject', comment: 'Wrong colours.' }]]);
  });

  it('runs an action without comment or loss at once, and confirms erasing first', async () => {
    const server = versionServer(aVersion({ status: 'processed' }));
    const app = await renderApp({ path: PATH, network: server.network });
    app.backend.autoAnswer('versionTransition', (call) => server.move((call.args[0] as { action: VersionAction }).action === 'erase' ? 'erased' : 'previewed'));
    await app.user.click(await screen.findByTestId('version-action-preview'));
    await waitFor(() => expect(badge()).toHaveTextContent('Previewed'));
    expect(screen.queryByTestId('version-action-dialog')).not.toBeInTheDocument();

    await app.user.click(screen.getByTestId('version-action-erase'));
    const dialog = await screen.findByTestId('version-action-dialog');
    expect(dialog).toHaveTextContent('Erasing removes the version');
    expect(app.backend.count('versionTransition')).toBe(1);
    await app.user.click(within(dialog).getByTestId('version-action-confirm'));
    await waitFor(() => expect(badge()).toHaveTextContent('Erased'));
    expect(app.backend.calls.filter((call) => call.method === 'versionTransition').map((call) => (call.args[0] as { action: string }).action)).toEqual(['preview', 'erase']);
  });

  it('shows the server’s refusal (422) as a toast and keeps the state it has', async () => {
    const server = versionServer(aVersion({ status: 'processed' }));
    const app = await renderApp({ path: PATH, network: server.network });
    app.backend.manual('versionTransition');
    await app.user.click(await screen.findByTestId('version-action-process'));
    await waitFor(() => expect(app.backend.pending('versionTransition')).toHaveLength(1));
    app.backend.failWithStatus('versionTransition', 422, { message: 'The version cannot process while it is erased.', errors: { status: ['The version cannot process while it is erased.'] } });
    expect(await screen.findByTestId('toast')).toHaveTextContent('The version cannot process while it is erased.');
    expect(badge()).toHaveTextContent('Processed');
    expect(screen.getByTestId('version-action-process')).toBeEnabled();
  });

  it('moves to the new version after revising', async () => {
    const server = versionServer(aVersion({ status: 'approved' }));
    const app = await renderApp({ path: PATH, network: server.network });
    app.backend.autoAnswer('versionRevise', aVersion({ id: '9', number: 3, status: 'draft' }));
    await app.user.click(await screen.findByTestId('version-action-revise'));
    await waitFor(() => expect(app.location()).toBe('/acme/visuals/4/version/9'));
  });

  it('changes live when the other side acts: a review notification refetches the watched version', async () => {
    const server = versionServer(aVersion({ status: 'processed' }));
    const app = await renderApp({ path: PATH, network: server.network });
    await screen.findByTestId('version-action-request-approval');
    expect(badge()).toHaveTextContent('Processed');
    const fetches = app.backend.count('versionGet');

    // Eva asks for approval in her browser; the server notifies the reviewers.
    server.move('approval-requested', { requestedBy: EVA });
    app.graphql.pushNotification(
      aNotification('n-9', { type: 'App\\Notifications\\VisualVersionApprovalRequested', data: { brandIdentifier: 'acme', visual: 4, visualVersion: 8, visualLabel: 'Summer sale banner' } }),
    );
    await waitFor(() => expect(badge()).toHaveTextContent('Awaiting approval'));
    expect(app.backend.count('versionGet')).toBe(fetches + 1);
    expect(actionButtons()).toEqual(['Approve', 'Reject', 'Cancel approval request', 'Revise']);
  });

  it('is the 404 page for a version that does not exist', async () => {
    await renderApp({
      path: '/acme/visuals/4/version/99999',
      network: ({ backend }) => {
        backend.autoFail('versionGet', () => apiErrors.unhandled(404, 'REQUESTS.NOT_FOUND')).autoAnswer('visualGet', aVisual()).autoAnswer('buildsList', pageOf([])).autoAnswer('commentsList', pageOf([]));
      },
    });
    expect(await screen.findByTestId('error-404')).toBeInTheDocument();
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('is the 404 page for another template’s version', async () => {
    await renderApp({ path: '/acme/visuals/5/version/8', network: versionServer().network });
    expect(await screen.findByTestId('error-404')).toBeInTheDocument();
    expect(screen.queryByTestId('version-page')).not.toBeInTheDocument();
  });

  it('goes on to the latest version without a version id, replacing the history entry', async () => {
    const app = await renderApp({ path: '/acme/visuals/4/version', network: versionServer().network });
    await waitFor(() => expect(app.location()).toBe('/acme/visuals/4/version/8'));
    expect(await screen.findByTestId('version-page')).toBeInTheDocument();
    expect(app.history).toEqual(['/acme/visuals/4/version/8']);
  });
});
