import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../domains/registry';
import { COMMANDS_WHILE_VIEWING, refusedWhileViewing } from './time-travel';

describe('commands while a past moment is viewed', () => {
  it('lets through only commands the data layer knows (a renamed read must not turn into a silent refusal)', () => {
    for (const type of COMMANDS_WHILE_VIEWING) expect(COMMANDS.has(type), type).toBe(true);
  });

  it('refuses writes, and any command nobody listed as a read', () => {
    expect(refusedWhileViewing({ type: 'builds/start' })).toBe(true);
    expect(refusedWhileViewing({ type: 'notifications/mark-read' })).toBe(true);
    expect(refusedWhileViewing({ type: 'session/sign-out' })).toBe(true);
    expect(refusedWhileViewing({ type: 'brand/switch' })).toBe(false);
    expect(refusedWhileViewing({ type: 'notifications/load-more' })).toBe(false);
  });
});
