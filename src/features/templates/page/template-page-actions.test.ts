import { describe, expect, it } from 'vitest';
import { availableActions, confirmsName } from './template-page-actions';

describe('template page actions', () => {
  it('offers everything but restore on a published template', () => {
    expect(availableActions({ status: 'published', archived: false }, 'editor')).toEqual(['edit', 'revise', 'unpublish', 'archive', 'force-delete']);
  });

  it('offers publishing again instead of unpublish on an unpublished template (there was no way back)', () => {
    expect(availableActions({ status: 'unpublished', archived: false }, 'manager')).toEqual(['edit', 'revise', 'publish', 'archive', 'force-delete']);
  });

  it('offers only restore and deleting for good on an archived template', () => {
    expect(availableActions({ status: 'published', archived: true }, 'developer')).toEqual(['restore', 'force-delete']);
  });

  it('offers nothing to visitors, nor before the role is known', () => {
    expect(availableActions({ status: 'published', archived: false }, 'visitor')).toEqual([]);
    expect(availableActions({ status: 'published', archived: true }, null)).toEqual([]);
  });

  it('confirms deleting only with the exact name', () => {
    expect(confirmsName('Summer sale', 'Summer sale')).toBe(true);
    expect(confirmsName('  Summer sale ', 'Summer sale')).toBe(true);
    expect(confirmsName('summer sale', 'Summer sale')).toBe(false);
    expect(confirmsName('Summer', 'Summer sale')).toBe(false);
    expect(confirmsName('', '')).toBe(false);
  });
});
