import { beforeEach, describe, expect, it } from 'vitest';
import { rememberReturnPath, takeReturnPath } from './return-path';
import { storageKey } from './storage-key';

describe('return path', () => {
  beforeEach(() => sessionStorage.clear());

  it('remembers a deep path once', () => {
    rememberReturnPath('/acme/visuals/3?tab=versions');
    expect(takeReturnPath()).toBe('/acme/visuals/3?tab=versions');
    expect(takeReturnPath()).toBeNull();
  });
  it('does not remember unsafe paths, the root or the login page', () => {
    for (const path of ['//evil.example', '/', '/login?code=1', '/autologin/abc']) {
      rememberReturnPath(path);
      expect(takeReturnPath()).toBeNull();
    }
  });
  it('refuses a tampered stored value', () => {
    sessionStorage.setItem(storageKey('return-path'), '/%2F%2Fevil.example');
    expect(takeReturnPath()).toBeNull();
  });
});
