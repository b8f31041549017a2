import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NotificationPreferences, NotificationSettings } from '../../../worker/domains/brand-admin/contract';
import { httpFailure } from '../../../tests/harness/http-failure';
import { renderApp } from '../../../tests/harness/render-app';
import { SETTINGS_GROUPS } from './notification-settings/settings-model';

const allOn = (): NotificationSettings => ({
  id: 'notification-settings',
  groups: Object.fromEntries(SETTINGS_GROUPS.map((g) => [g, { inApp: true, email: true }])) as NotificationSettings['groups'],
  lowCreditEmail: true,
  storageEmail: true,
});

async function open() {
  let stored = allOn();
  const app = await renderApp({
    path: '/acme/brand-settings/notification-settings',
    network: ({ backend }) => {
      backend.autoAnswer('notificationSettings', () => stored);
    },
  });
  await screen.findByTestId('notification-groups');
  return { app, save: (s: NotificationPreferences) => (stored = { ...s, id: 'notification-settings' }) };
}

const checked = (testId: string) => screen.getByTestId(testId).getAttribute('aria-checked');

describe('notification settings', { timeout: 15_000 }, () => {
  // The first render loads every page chunk; on a busy 2-core machine that alone nears 5 s.
  it('moves the switch at once and sends the whole document with that one change', async () => {
    const { app, save } = await open();
    await app.user.click(screen.getByTestId('toggle-FEED-email'));
    expect(checked('toggle-FEED-email')).toBe('false');
    expect(app.backend.count('saveNotificationSettings')).toBe(1);
    const sent = app.backend.calls.find((c) => c.method === 'saveNotificationSettings')!.args[0] as NotificationPreferences;
    expect(sent.groups.FEED).toEqual({ inApp: true, email: false });
    expect(sent.groups.VISUAL).toEqual({ inApp: true, email: true });
    app.backend.answer('saveNotificationSettings', { ...save(sent), id: 'notification-settings' });
    await app.settle();
    expect(checked('toggle-FEED-email')).toBe('false');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the switch back and says so when saving fails', async () => {
    const { app } = await open();
    await app.user.click(screen.getByTestId('toggle-lowCreditEmail'));
    expect(checked('toggle-lowCreditEmail')).toBe('false');
    app.backend.fail('saveNotificationSettings', httpFailure(500, 'Server Error'));
    await waitFor(() => expect(checked('toggle-lowCreditEmail')).toBe('true'));
    expect(screen.getByText('The change could not be saved and was undone.')).toBeInTheDocument();
  });
});
