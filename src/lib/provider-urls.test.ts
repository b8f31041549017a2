import { describe, expect, it } from 'vitest';
import { providerLogoutUrl, providerSecurityUrl } from './provider-urls';

describe('provider urls', () => {
  it('builds the logout page with loggedOut=1 and the encoded application name', () => {
    expect(providerLogoutUrl('http://localhost:8081', 'Ad & Co')).toBe('http://localhost:8081/logout?loggedOut=1&application=Ad+%26+Co');
  });
  it('builds the security page on the provider origin only', () => {
    expect(providerSecurityUrl('https://accounts.example')).toBe('https://accounts.example/user/security');
  });
});
