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

describe('a corpus of tricky strings', () => {
  const redactor = new Redactor();
  // Names the log knows, from people's fields.
  for (const name of ['Jiří Novák', 'Zoë Lefèvre', 'Bob Smithers', 'Ann']) redactor.learn({ user: { name } });
  const corpus: readonly (readonly [string, string])[] = [
    // Names inside labels and free text, with diacritics, never inside a longer word.
    ['Offer for Bob Smithers, call +420 777 123 456', 'Offer for [name-3], call [phone-1]'],
    ['Nabídka pro Jiří Novák', 'Nabídka pro [name-1]'],
    ['Offre de Zoë Lefèvre pour Jiří Nováková', 'Offre de [name-2] pour Jiří Nováková'],
    ['Annual report by Ann', 'Annual report by [name-4]'],
    // Phones: cs, fr, en, international.
    ['Volejte 777 123 456 nebo +420 603 123 456', 'Volejte [phone-2] nebo [phone-3]'],
    ['Appelez le 01 23 45 67 89 ou +33 1 23 45 67 89', 'Appelez le [phone-4] ou [phone-5]'],
    ['Call (555) 123-4567, 555-987-6543 or +1 (555) 123-4567', 'Call [phone-6], [phone-7] or [phone-8]'],
    ['UK office: 020 7946 0958', 'UK office: [phone-9]'],
    // Not phones: dates, times, prices, counts, ids, versions.
    ['2026-11-28 14:05:00, 1 234 567 890 renders, 1 234,50 Kč, id 123456789, v1.2.3', '2026-11-28 14:05:00, 1 234 567 890 renders, 1 234,50 Kč, id 123456789, v1.2.3'],
    ['Showing 999 of 9,151', 'Showing 999 of 9,151'],
    // Query values in URLs and request paths, wherever written; paths and ids kept.
    ['GET /server/api/v1/feeds/12?search=Nov%C3%A1k&page=2', 'GET /server/api/v1/feeds/12?search=[query-1]&page=[query-2]'],
    ['Fetched https://shop.example/feed.csv?token=s3cr3t&lang=cs from the shop', 'Fetched https://shop.example/feed.csv?token=[query-3]&lang=[query-4] from the shop'],
    ['/acme/ad-sets/7', '/acme/ad-sets/7'],
    // E-mail addresses anywhere.
    ['Sent to jiri.novak@example.cz and zoe@exemple.fr', 'Sent to [email-1] and [email-2]'],
  ];
  it.each(corpus)('%s', (input, expected) => {
    expect(redactor.redact({ label: input })).toEqual({ label: expected });
  });

  it('keeps the same placeholder for the same value across the export', () => {
    expect(redactor.redact({ label: 'again: +420 777 123 456, Bob Smithers' })).toEqual({ label: 'again: [phone-1], [name-3]' });
  });
});
