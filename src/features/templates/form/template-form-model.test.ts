import { describe, expect, it } from 'vitest';
import { addTag, EMPTY_FORM, hasProblems, serverProblems, toVisualForm, validateForm } from './template-form-model';

const valid = { ...EMPTY_FORM, name: 'Summer sale' };

describe('template form', () => {
  it('starts with the spec defaults: html output, display category', () => {
    expect(EMPTY_FORM.defaultOutputFormat).toBe('html');
    expect(EMPTY_FORM.outputCategory).toBe('display');
  });

  it('requires a name that is not only spaces', () => {
    expect(validateForm(valid)).toEqual({});
    expect(validateForm({ ...valid, name: '   ' })).toEqual({ name: [{ key: 'TEMPLATES.ERROR_NAME_REQUIRED' }] });
    expect(validateForm({ ...valid, name: 'x'.repeat(256) })).toEqual({ name: [{ key: 'TEMPLATES.ERROR_TOO_LONG', params: { max: 255 } }] });
  });

  it('refuses a category or format the server does not know', () => {
    expect(Object.keys(validateForm({ ...valid, outputCategory: 'radio', defaultOutputFormat: 'svg' }))).toEqual(['outputCategory', 'defaultOutputFormat']);
  });

  it('limits the number of tags and the description', () => {
    const tags = Array.from({ length: 51 }, (_, i) => `t${i}`);
    expect(hasProblems(validateForm({ ...valid, tags }))).toBe(true);
    expect(hasProblems(validateForm({ ...valid, tags: tags.slice(0, 50) }))).toBe(false);
    expect(hasProblems(validateForm({ ...valid, description: 'd'.repeat(5001) }))).toBe(true);
  });

  it('adds tags trimmed, cut to 50 characters and without case-insensitive duplicates', () => {
    const tags = ['Summer'];
    expect(addTag(tags, '  q3 ')).toEqual(['Summer', 'q3']);
    expect(addTag(tags, 'summer')).toBe(tags);
    expect(addTag(tags, '   ')).toBe(tags);
    expect(addTag([], 'x'.repeat(60))).toEqual(['x'.repeat(50)]);
  });

  it('sends trimmed values with the tags as overriddenTags', () => {
    expect(toVisualForm({ ...valid, name: ' A ', description: ' b ', tags: ['t'] })).toEqual({ name: 'A', description: 'b', overriddenTags: ['t'], outputCategory: 'display', defaultOutputFormat: 'html' });
  });

  it("maps the server's 422 field names onto the form and keeps the unknown ones", () => {
    const { fields, other } = serverProblems({
      name: ['The name has already been taken.'],
      overridden_tags: ['The overridden tags field must be a valid JSON array of tags.'],
      'overridden_tags.0': ['Too long.'],
      package: ['The package field must be a file of type: zip, html.'],
      slots: ['Slots are broken.'],
    });
    expect(fields).toEqual({
      name: [{ text: 'The name has already been taken.' }],
      tags: [{ text: 'The overridden tags field must be a valid JSON array of tags.' }, { text: 'Too long.' }],
      package: [{ text: 'The package field must be a file of type: zip, html.' }],
    });
    expect(other).toEqual(['Slots are broken.']);
    expect(serverProblems(undefined)).toEqual({ fields: {}, other: [] });
  });
});
