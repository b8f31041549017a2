/** Comments on a version through the real in-process data layer (fake network by call name). */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VisualComment } from '../../../../worker/contract/creatives';
import type { CommentsListQuery } from '../../../../worker/domains/versions/contract';
import type { Page } from '../../../../worker/contract/page';
import { renderApp, type RenderAppOptions } from '../../../../tests/harness/render-app';
import { aComment, aVersion, aVisual, EVA, MARTA, pageOf } from '../test-fixtures';

const PATH = '/acme/visuals/4/version/8';

/** A backend holding the version's comments; add, edit and delete change them like the server. */
function commentServer(initial: readonly VisualComment[]) {
  let comments = [...initial];
  let next = 1000;
  const network: RenderAppOptions['network'] = ({ backend }) => {
    backend
      .autoAnswer('versionGet', aVersion())
      .autoAnswer('visualGet', aVisual())
      .autoAnswer('buildsList', pageOf([]))
      .autoAnswer('commentsList', (call) => pageOfComments(comments, call.args[0] as CommentsListQuery))
      .autoAnswer('commentAdd', (call) => {
        const { comment } = call.args[0] as { comment: string };
        const added = aComment(String(next++), { comment, author: MARTA, createdAt: '2025-07-03T11:15:00', updatedAt: '2025-07-03T11:15:00' });
        comments = [...comments, added];
        return added;
      })
      .autoAnswer('commentEdit', (call) => {
        const { commentId, comment } = call.args[0] as { commentId: string; comment: string };
        comments = comments.map((c) => (c.id === commentId ? { ...c, comment, updatedAt: '2025-07-03T12:00:00' } : c));
        return comments.find((c) => c.id === commentId)!;
      })
      .autoAnswer('commentDelete', (call) => {
        const { commentId } = call.args[0] as { commentId: string };
        comments = comments.filter((c) => c.id !== commentId);
      });
  };
  return { network };
}

/** The server's paging: `newestFirst` counts pages from the newest comment. */
function pageOfComments(all: readonly VisualComment[], q: CommentsListQuery): Page<VisualComment> {
  const ordered = q.newestFirst === true ? all.slice().reverse() : all;
  const items = ordered.slice((q.page - 1) * q.perPage, q.page * q.perPage);
  return { items, page: q.page, perPage: q.perPage, total: all.length, lastPage: Math.max(1, Math.ceil(all.length / q.perPage)) };
}

const texts = () => screen.queryAllByTestId('comment-text').map((node) => node.textContent);

describe('version comments', () => {
  it('says so when a version has no comments', async () => {
    await renderApp({ path: PATH, network: commentServer([]).network });
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
  });

  it('adds a comment, clears the field, and shows it once the list is refetched', async () => {
    const app = await renderApp({ path: PATH, network: commentServer([aComment('1', { author: EVA, comment: 'First.' })]).network });
    await waitFor(() => expect(texts()).toEqual(['First.']));
    const field = screen.getByTestId('new-comment');
    expect(screen.getByTestId('add-comment')).toBeDisabled();
    await app.user.type(field, '  Second.  ');
    await app.user.click(screen.getByTestId('add-comment'));
    await waitFor(() => expect(texts()).toEqual(['First.', 'Second.']));
    expect(app.backend.calls.filter((call) => call.method === 'commentAdd').map((call) => call.args)).toEqual([[{ versionId: '8', comment: 'Second.' }]]);
    expect(field).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();
    const added = screen.getAllByTestId('comment')[1]!;
    expect(within(added).getByTestId('comment-author')).toHaveTextContent('Marta Manager');
    expect(within(added).getByTestId('comment-date')).toHaveTextContent('3.7.2025 11:15');
  });

  it('a conversation of 104 opens on its newest 100, oldest first, with the one just posted; older ones load on demand', async () => {
    const many = Array.from({ length: 104 }, (_, i) => aComment(String(i + 1), { author: EVA, comment: `Comment ${i + 1}` }));
    const app = await renderApp({ path: PATH, network: commentServer(many).network });
    await waitFor(() => expect(texts()).toHaveLength(100));
    expect(texts()[0]).toBe('Comment 5');
    expect(texts().at(-1)).toBe('Comment 104');
    expect(screen.getByTestId('older-comments')).toHaveTextContent('The newest 100 of 104 comments are shown.');

    await app.user.type(screen.getByTestId('new-comment'), 'Just posted.');
    await app.user.click(screen.getByTestId('add-comment'));
    await waitFor(() => expect(texts().at(-1)).toBe('Just posted.'));
    expect(screen.getByRole('heading', { name: 'Comments (105)' })).toBeInTheDocument();

    await app.user.click(screen.getByTestId('load-older-comments'));
    await waitFor(() => expect(texts()).toHaveLength(105));
    expect(texts().slice(0, 2)).toEqual(['Comment 1', 'Comment 2']);
    expect(texts().at(-1)).toBe('Just posted.');
    expect(screen.queryByTestId('older-comments')).not.toBeInTheDocument();
    const asked = app.backend.calls.filter((c) => c.method === 'commentsList').map((c) => c.args[0] as CommentsListQuery);
    expect(asked.every((q) => q.newestFirst === true && q.perPage === 100)).toBe(true);
    expect(new Set(asked.map((q) => q.page))).toEqual(new Set([1, 2]));
  }, 30_000); // 100+ comments rendered in jsdom, twice

  it('renders a script payload as text: no element is created from it', async () => {
    const payload = '<script>window.__injected = 1</script><img src=x onerror="window.__injected = 2"><b>bold</b>';
    await renderApp({ path: PATH, network: commentServer([aComment('1', { author: EVA, comment: payload })]).network });
    const text = await screen.findByTestId('comment-text');
    expect(text.textContent).toBe(payload);
    expect(text.querySelector('script, img, b')).toBeNull();
    expect((globalThis as { __injected?: number }).__injected).toBeUndefined();
  });

  it('lets the author edit their own comment, and nobody else’s', async () => {
    const app = await renderApp({ path: PATH, network: commentServer([aComment('1', { author: EVA, comment: 'Eva’s words.' }), aComment('2', { author: MARTA, comment: 'Mine.' })]).network });
    await waitFor(() => expect(texts()).toEqual(['Eva’s words.', 'Mine.']));
    const [theirs, mine] = screen.getAllByTestId('comment');
    expect(within(theirs!).queryByTestId('edit-comment')).not.toBeInTheDocument();

    await app.user.click(within(mine!).getByTestId('edit-comment'));
    const field = within(mine!).getByTestId('edit-comment-text');
    expect(field).toHaveFocus();
    await app.user.clear(field);
    expect(within(mine!).getByTestId('save-comment')).toBeDisabled();
    await app.user.type(field, 'Mine, reworded.');
    await app.user.click(within(mine!).getByTestId('save-comment'));
    await waitFor(() => expect(texts()).toEqual(['Eva’s words.', 'Mine, reworded.']));
    expect(app.backend.calls.filter((call) => call.method === 'commentEdit').map((call) => call.args)).toEqual([[{ versionId: '8', commentId: '2', comment: 'Mine, reworded.' }]]);
    expect(screen.getAllByTestId('comment')[1]).toHaveTextContent('(edited)');
  });

  it('deletes after a confirmation that quotes the comment; cancelling keeps it', async () => {
    const app = await renderApp({ path: PATH, network: commentServer([aComment('1', { author: MARTA, comment: 'Delete me.' }), aComment('2', { author: MARTA, comment: 'Keep me.' })]).network });
    await waitFor(() => expect(texts()).toEqual(['Delete me.', 'Keep me.']));
    await app.user.click(within(screen.getAllByTestId('comment')[0]!).getByTestId('delete-comment'));
    const dialog = await screen.findByTestId('delete-comment-dialog');
    expect(dialog).toHaveTextContent('Delete me.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('delete-comment-dialog')).not.toBeInTheDocument());
    expect(app.backend.count('commentDelete')).toBe(0);

    await app.user.click(within(screen.getAllByTestId('comment')[0]!).getByTestId('delete-comment'));
    await app.user.click(within(await screen.findByTestId('delete-comment-dialog')).getByTestId('confirm-delete-comment'));
    await waitFor(() => expect(texts()).toEqual(['Keep me.']));
    expect(app.backend.calls.filter((call) => call.method === 'commentDelete').map((call) => call.args)).toEqual([[{ versionId: '8', commentId: '1' }]]);
  });

  it('lets a manager delete (moderate) another person’s comment but not edit it', async () => {
    await renderApp({ path: PATH, network: commentServer([aComment('1', { author: EVA, comment: 'Eva’s words.' })]).network });
    const comment = await screen.findByTestId('comment');
    expect(within(comment).getByTestId('delete-comment')).toBeInTheDocument();
    expect(within(comment).queryByTestId('edit-comment')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a comment under the field', async () => {
    const app = await renderApp({ path: PATH, network: commentServer([]).network });
    app.backend.manual('commentAdd');
    await app.user.type(await screen.findByTestId('new-comment'), 'x');
    await app.user.click(screen.getByTestId('add-comment'));
    await waitFor(() => expect(app.backend.pending('commentAdd')).toHaveLength(1));
    expect(screen.getByTestId('add-comment')).toBeDisabled();
    app.backend.failWithStatus('commentAdd', 422, { message: 'The comment may not be greater than 5000 characters.', errors: { comment: ['The comment may not be greater than 5000 characters.'] } });
    const form = screen.getByTestId('add-comment-form');
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('The comment may not be greater than 5000 characters.'));
    expect(screen.getByTestId('new-comment')).toHaveValue('x');
  });
});
