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

  it('replaces a path segment that looks like a key (Slack, Discord), keeping words and short ids', () => {
    expect(redactHookUrl('https://hooks.slack.com/services/T0123ABCD/B0456EFGH/XyZ12abcDEF34ghiJKL56mno')).toBe('https://hooks.slack.com/services/T0123ABCD/B0456EFGH/…');
    expect(redactHookUrl('https://discord.com/api/webhooks/1234567890123456789/aBcDeF_gHiJkLmNoPqRsTuVwXyZ-0123456789aBcDeFgHiJkLmNoPqRsTuVwXyZ012345')).toBe('https://discord.com/api/webhooks/…/…');
    expect(redactHookUrl('https://hooks.zapier.com/hooks/catch/123456/abcdef1/')).toBe('https://hooks.zapier.com/hooks/catch/123456/abcdef1/');
    expect(redactHookUrl('https://crm.example.com/receive/creative-notifications/2024')).toBe('https://crm.example.com/receive/creative-notifications/2024');
    expect(redactHookUrl('https://crm.example.com/in/notifications-for-the-whole-marketing-team')).toBe('https://crm.example.com/in/notifications-for-the-whole-marketing-team');
    expect(redactHookUrl('https://crm.example.com/in/0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('https://crm.example.com/in/…');
    // A word and a number (a campaign, a timestamp) is a name, not a key.
    expect(redactHookUrl('https://hooks.example.com/campaign-1795939140543?token=s3cret')).toBe('https://hooks.example.com/campaign-1795939140543?token=…');
  });
});
