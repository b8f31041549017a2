import { describe, expect, it } from 'vitest';
import { redactHookUrl } from './redact-url.ts';

describe('redactHookUrl', () => {
  it('drops the credentials and replaces each query value and the fragment, keeping the names', () => {
    expect(redactHookUrl('https://hooks.example.com/x?token=s3cret')).toBe('https://hooks.example.com/x?token=…');
    expect(redactHookUrl('https://bot:pa55@hooks.example.com:8443/in/a?token=s3cret&team=7#sig')).toBe('https://hooks.example.com:8443/in/a?token=…&team=…#…');
    expect(redactHookUrl('https://user@hooks.example.com/in')).toBe('https://hooks.example.com/in');
  });

  it('leaves a URL without secrets as it is', () => {
    expect(redactHookUrl('https://hooks.example.com/in')).toBe('https://hooks.example.com/in');
    expect(redactHookUrl('http://127.0.0.1:9000/')).toBe('http://127.0.0.1:9000/');
  });
});
