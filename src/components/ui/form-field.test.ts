// @vitest-environment node
/** A command's 422 field errors mapped onto a form's fields, nothing lost. */
import { describe, expect, it } from 'vitest';
import { describedBy, serverFieldProblems } from './form-field';

describe('serverFieldProblems', () => {
  const errors = { name: ['The name field is required.'], 'tags.0': ['Too long.'], feed_id: ['The selected feed id is invalid.'], brand: ['Not yours.'] };

  it('puts each message under its field (by name, `tags.0` under `tags`) and the unknown ones aside', () => {
    const { fields, other } = serverFieldProblems(errors, { name: 'name', tags: 'tags', feed_id: 'feed' } as const);
    expect(fields).toEqual({ name: [{ text: 'The name field is required.' }], tags: [{ text: 'Too long.' }], feed: [{ text: 'The selected feed id is invalid.' }] });
    expect(other).toEqual(['Not yours.']);
  });

  it('by default a server field name is the form field name', () => {
    expect(serverFieldProblems(errors).fields).toEqual({
      name: [{ text: 'The name field is required.' }],
      tags: [{ text: 'Too long.' }],
      feed_id: [{ text: 'The selected feed id is invalid.' }],
      brand: [{ text: 'Not yours.' }],
    });
    expect(serverFieldProblems(undefined)).toEqual({ fields: {}, other: [] });
  });
});

describe('describedBy', () => {
  it('ties the control to its hint and problems, invalid only with problems', () => {
    expect(describedBy('feed-name', [], true)).toEqual({ 'aria-invalid': undefined, 'aria-describedby': 'feed-name-hint' });
    expect(describedBy('feed-name', [{ text: 'x' }], true)).toEqual({ 'aria-invalid': true, 'aria-describedby': 'feed-name-hint feed-name-problems' });
  });
});
