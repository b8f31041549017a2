/**
 * Who else is here on a record's page, through the real in-process data layer and the fake live
 * port (whose presence channels are the real port's): the page joins the ad set's channel, shows
 * the others (never the person looking), names whoever is editing, sends this person's typing as
 * "editing" (not a search), and leaves the channel when the page goes.
 */
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdSet } from '../../../tests/harness/builders';
import { renderApp } from '../../../tests/harness/render-app';
import { adSetServer } from '../../../tests/harness/servers/ad-sets-test-server';
import { PresenceScope } from './presence-scope';

const CHANNEL = 'presence-brand.acme.adset.7';
const ME = { id: 1, name: 'Marta Manager', avatar: null };
const EVA = { id: 3, name: 'Eva Editor', avatar: null };
const VIKTOR = { id: 4, name: 'Viktor Visitor', avatar: '/avatars/4.png' };

describe('who else is here on an ad set page', () => {
  it('shows the others with their names, who is editing, sends typing as editing, and leaves with the page', async () => {
    const server = adSetServer([anAdSet(7, { name: 'Spring', status: 'ready', reviewState: null })]);
    const app = await renderApp({ path: '/acme/ad-sets/7', network: server.install });
    await screen.findByText('Spring', { selector: 'h1' });
    app.live.setConnection('connected');
    expect([...app.live.presenceEcho.channels.keys()]).toEqual([CHANNEL]);
    // Alone: no row.
    await act(async () => {
      app.live.presenceHere(CHANNEL, [ME]);
      await app.settle();
    });
    expect(screen.queryByTestId('presence-bar')).toBeNull();

    await act(async () => {
      app.live.presenceJoined(CHANNEL, EVA);
      app.live.presenceJoined(CHANNEL, VIKTOR);
      app.live.presenceEditing(CHANNEL, 3, true);
      await app.settle();
    });
    const bar = screen.getByTestId('presence-bar');
    expect(within(bar).getByRole('list', { name: '2 other people have this page open' })).toBeInTheDocument();
    expect(within(bar).getByRole('img', { name: 'Eva Editor, editing' })).toHaveTextContent('EE');
    expect(within(bar).getByRole('img', { name: 'Viktor Visitor' }).querySelector('img')).toHaveAttribute('src', '/avatars/4.png');
    expect(within(bar).queryByRole('img', { name: /Marta Manager/ })).toBeNull();
    expect(within(bar).getByTestId('presence-editing')).toHaveTextContent('Eva Editor is editing');

    // Typing the review comment is editing: one client event for a burst of keys.
    await app.user.type(screen.getByLabelText(/comment/i, { selector: 'textarea' }), 'Too long');
    await app.settle();
    expect(app.live.presenceEcho.whispers).toEqual([{ channel: CHANNEL, event: 'client-editing', data: { editing: true } }]);

    app.navigate('/acme/dashboard');
    await app.settle();
    expect(app.live.presenceEcho.history).toEqual([`+${CHANNEL}`, `-${CHANNEL}`]);
  });

  it('does not count typing a search as editing', async () => {
    const app = await renderApp({
      path: '/acme/dashboard',
      ui: (
        <PresenceScope kind="feed" id="9">
          <form role="search">
            <input aria-label="Find a product" />
          </form>
          <input type="search" aria-label="Filter" />
          <input aria-label="Price" />
        </PresenceScope>
      ),
    });
    app.live.setConnection('connected');
    const channel = 'presence-brand.acme.feed.9';
    await act(async () => {
      app.live.presenceHere(channel, [ME, EVA]);
      await app.settle();
    });
    await app.user.type(screen.getByLabelText('Find a product'), 'bag');
    await app.user.type(screen.getByLabelText('Filter'), 'red');
    await app.settle();
    expect(app.live.presenceEcho.whispers).toEqual([]);
    await app.user.type(screen.getByLabelText('Price'), '12');
    await app.settle();
    expect(app.live.presenceEcho.whispers).toEqual([{ channel, event: 'client-editing', data: { editing: true } }]);
  });
});
