/**
 * Comments written while the network is down, on the version page, through the real in-process
 * data layer: the thread shows them "Waiting to send" and the header counts them; once sent they
 * are in the thread's list; a refused one shows the server's reason, Edit sends the new text.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VisualComment } from '../../../../worker/contract/creatives';
import type { CommentsListQuery } from '../../../../worker/domains/versions/contract';
import { httpFailure, networkFailure } from '../../../../tests/harness/http-failure';
import { renderApp, type RenderedApp } from '../../../../tests/harness/render-app';
import { aComment, aVersion, aVisual, MARTA, pageOf } from '../test-fixtures';

const PATH = '/acme/visuals/4/version/8';
const offline = () => networkFailure('POST comment');

function server() {
  const comments: VisualComment[] = [];
  return ({ backend }: Pick<RenderedApp, 'backend'>) => {
    backend
      .autoAnswer('versionGet', aVersion())
      .autoAnswer('visualGet', aVisual())
      .autoAnswer('buildsList', pageOf([]))
      .autoAnswer('commentsList', (call) => {
        const q = call.args[0] as CommentsListQuery;
        return { items: comments.slice().reverse(), page: q.page, perPage: q.perPage, total: comments.length, lastPage: 1 };
      })
      .autoFail('commentAdd', offline);
    return {
      online: () =>
        backend.autoAnswer('commentAdd', (call) => {
          const added = aComment(String(100 + comments.length), { comment: (call.args[0] as { comment: string }).comment, author: MARTA });
          comments.push(added);
          return added;
        }),
    };
  };
}

async function writeOffline(text: string) {
  const make = server();
  let network: { online: () => unknown } | null = null;
  const app = await renderApp({ path: PATH, network: (fakes) => void (network = make(fakes)) });
  await screen.findByTestId('add-comment-form');
  await app.user.type(screen.getByTestId('new-comment'), text);
  await app.user.click(screen.getByTestId('add-comment'));
  return { app, online: () => network!.online() };
}

describe('comments written offline', () => {
  it('wait in the thread and in the header count, then join the list once sent', async () => {
    const { app, online } = await writeOffline('Written on the train');
    const pending = await screen.findByTestId('pending-comment');
    expect(within(pending).getByTestId('pending-comment-text')).toHaveTextContent('Written on the train');
    expect(within(pending).getByTestId('outbox-pending')).toHaveTextContent('Waiting to send');
    expect(screen.getByTestId('outbox-indicator')).toHaveAccessibleName('1 change waiting to send');
    expect(screen.getByTestId('new-comment')).toHaveValue('');
    expect(screen.queryAllByTestId('comment-text')).toEqual([]);

    online();
    await app.dl.dispatch({ type: 'connection/resync' });
    await waitFor(() => expect(screen.queryAllByTestId('comment-text').map((n) => n.textContent)).toEqual(['Written on the train']));
    expect(screen.queryByTestId('pending-comment')).toBeNull();
    expect(screen.queryByTestId('outbox-indicator')).toBeNull();
    expect(app.backend.count('commentAdd')).toBe(2);
  });

  it('a refused one shows the server’s reason; Edit sends the new text', async () => {
    const { app, online } = await writeOffline('Too short');
    await screen.findByTestId('pending-comment');
    app.backend.autoFail('commentAdd', () => httpFailure(422, '', { message: 'The comment must name a size.', errors: { comment: ['The comment must name a size.'] } }));
    await app.dl.dispatch({ type: 'connection/resync' });
    expect(await screen.findByTestId('outbox-refusal')).toHaveTextContent('Not sent: The comment must name a size.');
    expect(screen.getByTestId('outbox-indicator')).toHaveAccessibleName('1 change refused');

    online();
    await app.user.click(screen.getByTestId('outbox-edit'));
    await app.user.clear(screen.getByTestId('outbox-edit-text'));
    await app.user.type(screen.getByTestId('outbox-edit-text'), 'Too short at 320x50');
    await app.user.click(screen.getByTestId('outbox-save'));
    await waitFor(() => expect(screen.queryAllByTestId('comment-text').map((n) => n.textContent)).toEqual(['Too short at 320x50']));
    expect(screen.queryByTestId('pending-comment')).toBeNull();
  });
});
