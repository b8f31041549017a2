import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, emailProblem, normalizeEmail } from './email-address';

describe('emailProblem', () => {
  it('accepts ordinary addresses, with spaces around and capitals', () => {
    for (const ok of ['eva@example.com', ' Eva.Editor+ads@Mail.Example.co.uk ', "o'brien@example.ie"]) expect(emailProblem(ok)).toBeNull();
    expect(normalizeEmail(' Eva@Example.COM ')).toBe('eva@example.com');
  });

  it('names what is wrong', () => {
    expect(emailProblem('   ')).toBe('required');
    for (const bad of ['eva', 'eva@', '@example.com', 'eva@example', 'eva@@example.com', 'eva example@example.com', 'eva@exa_mple.com', 'eva@example.c', 'eva@-example.com'])
      expect(emailProblem(bad), bad).toBe('invalid');
    expect(emailProblem(`${'a'.repeat(EMAIL_MAX_LENGTH - 'example.com'.length)}@example.com`)).toBe('too-long');
  });
});
