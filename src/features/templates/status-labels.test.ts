import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { VERSION_STATUSES } from '../../../worker/contract/creatives';
import { newestVersion, VERSION_STATUS_KEYS, versionStatusLabel, visualStatusLabel } from './status-labels';

const lookup = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);

describe('status labels', () => {
  it('has an English text for every version state', () => {
    for (const status of VERSION_STATUSES) expect(typeof lookup(VERSION_STATUS_KEYS[status])).toBe('string');
  });

  it('shows an archived template as archived whatever its publication status', () => {
    expect(visualStatusLabel({ status: 'published', archived: true }).key).toBe('TEMPLATES.STATUS_ARCHIVED');
    expect(visualStatusLabel({ status: 'unpublished', archived: false })).toEqual({ key: 'TEMPLATES.STATUS_UNPUBLISHED', raw: 'unpublished', tone: 'amber' });
  });

  it("shows a status it does not know in the server's words", () => {
    expect(visualStatusLabel({ status: 'scheduled', archived: false })).toEqual({ key: null, raw: 'scheduled', tone: 'slate' });
    expect(versionStatusLabel('frozen')).toEqual({ key: null, raw: 'frozen', tone: 'slate' });
  });

  it('finds the version with the highest number, in any order', () => {
    expect(newestVersion([])).toBeNull();
    expect(newestVersion([{ id: '7', number: 2, status: 'approved' }, { id: '9', number: 3, status: 'draft' }, { id: '4', number: 1, status: 'approved' }])?.id).toBe('9');
  });
});
