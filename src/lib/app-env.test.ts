import { describe, expect, it } from 'vitest';
import { defaultAppEnvironment } from './app-env';

describe('the build-time environment (localStorage prefix)', () => {
  it('is production in a production build: keys without an environment part (spec section 9)', () => {
    expect(defaultAppEnvironment('production')).toBe('production');
  });
  it('is dev in the stack build, the dev server and tests', () => {
    expect(defaultAppEnvironment('stack')).toBe('dev');
    expect(defaultAppEnvironment('development')).toBe('dev');
    expect(defaultAppEnvironment('test')).toBe('dev');
  });
});
