/**
 * A GraphQL answer with an error of category `authentication` (HTTP 200: Lighthouse's
 * AuthenticationException) ends the session exactly like a 401: session/expired, the user goes to
 * /login and the deep path is remembered for the return.
 */
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { classifyGraphqlErrors } from '../../worker/ports/graphql/classify-graphql-errors';
import { takeReturnPath } from '../../src/lib/return-path';
import { aNotification } from '../harness/builders';
import { renderApp } from '../harness/render-app';
import { loggedEvents as logged } from '../harness/session-fixture';

const unauthenticated = () => classifyGraphqlErrors('LoggedUser', [{ message: 'Unauthenticated.', extensions: { category: 'authentication' } }]);

describe('GraphQL authentication errors', () => {
  beforeEach(() => sessionStorage.clear());

  it('end the session like a 401 and remember the path for the return', async () => {
    const app = await renderApp({ path: '/acme/visuals?search=a%20b' });
    await waitFor(() => expect(app.dl.engine.state().session.status).toBe('signed-in'));
    app.graphql.autoFail('unreadCount', unauthenticated);
    app.graphql.autoFail('notifications', unauthenticated);
    // A new notification makes the data layer ask GraphQL for the unread count again.
    app.graphql.pushNotification(aNotification(500));
    await app.advance(1_000);
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(logged(app.dl, 'session/expired')).toEqual([{ type: 'session/expired', status: 401 }]);
    expect(app.dl.engine.state().toasts.items).toEqual([]);
    expect(takeReturnPath()).toBe('/acme/visuals?search=a%20b');
  });
});
