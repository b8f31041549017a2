import { describe, expect, it } from 'vitest';
import { storageKey, storagePrefix } from './storage-key';

describe('storage keys', () => {
  it('add the environment outside production', () => {
    expect(storagePrefix('dev')).toBe('adcreative-dev');
    expect(storageKey('return-path', 'uat')).toBe('adcreative-uat:return-path');
  });
  it('have no environment part in production', () => {
    expect(storageKey('return-path', 'production')).toBe('adcreative:return-path');
  });
});
