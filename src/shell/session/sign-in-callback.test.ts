import { describe, expect, it } from 'vitest';
import { signInCallbackParams } from './sign-in-callback';

describe('signInCallbackParams', () => {
  it('reads code and state only on /login', () => {
    expect(signInCallbackParams('/login', '?code=a&state=b')).toEqual({ code: 'a', state: 'b' });
    expect(signInCallbackParams('/login', '?code=a')).toBeNull();
    expect(signInCallbackParams('/other', '?code=a&state=b')).toBeNull();
  });
});
