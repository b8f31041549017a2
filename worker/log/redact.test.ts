// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Redactor } from './redact';

describe('Redactor on the creative workflow', () => {
  it('redacts review comments, history actors and comment authors, and keeps ids and states', () => {
    const event = {
      type: 'records/changed',
      resource: 'visual-version',
      id: '11',
      record: {
        id: '11',
        status: 'rejected',
        approvalComment: 'Logo too small, ask Jana',
        requestedBy: { id: 3, name: 'Dana Developer' },
        history: [{ action: 'reject', actor: { id: 2, name: 'Marta Manager' }, comment: 'Logo too small, ask Jana', at: 'x' }],
      },
    };
    const out = new Redactor().redact(event);
    expect(out.record).toEqual({
      id: '11',
      status: 'rejected',
      approvalComment: '[text-1]',
      requestedBy: { id: 3, name: '[name-1]' },
      history: [{ action: 'reject', actor: { id: 2, name: '[name-2]' }, comment: '[text-1]', at: 'x' }],
    });
    expect(JSON.stringify(out)).not.toMatch(/Marta|Dana|Jana/);
  });
});

describe('names inside free text', () => {
  it('replaces a name the log knows wherever it is written, with the same placeholder, before and after its own field', () => {
    const redactor = new Redactor();
    const notification = { type: 'live/notification-created', data: { subject: { label: 'Contract for Peter Parker' }, causer: { name: 'Marta Manager' } } };
    const users = { type: 'records/changed', resource: 'user', id: '7', record: { id: '7', user: { id: 7, name: 'Peter Parker', email: 'peter@example.com' } } };
    redactor.learn(notification);
    redactor.learn(users);
    const out = [redactor.redact(notification), redactor.redact(users)];
    expect(out[0]).toEqual({ type: 'live/notification-created', data: { subject: { label: 'Contract for [name-2]' }, causer: { name: '[name-1]' } } });
    expect(out[1]).toMatchObject({ record: { user: { id: 7, name: '[name-2]', email: '[email-1]' } } });
    expect(JSON.stringify(out)).not.toMatch(/Peter|Parker|Marta/);
  });

  it('matches whole names with their case only, and never in structural fields', () => {
    const redactor = new Redactor();
    redactor.learn({ user: { name: 'Stark' } });
    redactor.learn({ user: { name: 'Al' } });
    const out = redactor.redact({ type: 'x', brand: 'Stark', identifier: 'Stark', label: 'Starkware by Stark, not stark; Al stays' });
    expect(out).toEqual({ type: 'x', brand: 'Stark', identifier: 'Stark', label: 'Starkware by [name-1], not stark; Al stays' });
  });
});
