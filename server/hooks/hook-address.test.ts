/**
 * The save-time check of a hook URL's address: in production a literal private IP is refused
 * without DNS, a name is refused when any of its addresses is not public; outside production
 * local receivers stay allowed. DNS answers here come from a fake lookup (no network).
 */
import { describe, expect, it } from 'vitest';
import { nonPublicAddressOf, type LookupAll } from './hook-address.ts';

const zone: Record<string, string[]> = { 'hooks.example.com': ['93.184.216.34'], 'internal.example.com': ['93.184.216.34', '10.1.2.3'], 'metadata.example.com': ['169.254.169.254'] };
const asked: string[] = [];
const lookup: LookupAll = async (host) => {
  asked.push(host);
  const found = zone[host];
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return found.map((address) => ({ address }));
};
const production = { allowPrivateHosts: false, lookup };

describe('nonPublicAddressOf', () => {
  it('refuses literal loopback, private, link-local and IPv6 local addresses without asking DNS', async () => {
    asked.length = 0;
    for (const [url, address] of [
      ['http://127.0.0.1:8080/in', '127.0.0.1'],
      ['https://10.0.0.5/in', '10.0.0.5'],
      ['https://192.168.1.1/in?token=x', '192.168.1.1'],
      ['http://169.254.169.254/latest/meta-data', '169.254.169.254'],
      ['http://[::1]:9000/in', '::1'],
      ['http://[fd00::1]/in', 'fd00::1'],
    ]) expect(await nonPublicAddressOf(url!, production)).toBe(address);
    expect(await nonPublicAddressOf('https://93.184.216.34/in', production)).toBeNull();
    expect(asked).toEqual([]);
  });

  it('resolves a name and refuses it when any of its addresses is not public', async () => {
    expect(await nonPublicAddressOf('https://hooks.example.com/in', production)).toBeNull();
    expect(await nonPublicAddressOf('https://internal.example.com/in', production)).toBe('10.1.2.3');
    expect(await nonPublicAddressOf('https://metadata.example.com/', production)).toBe('169.254.169.254');
  });

  it('accepts a name that does not resolve, or not before the deadline (the send checks again)', async () => {
    expect(await nonPublicAddressOf('https://not-yet.example.com/in', production)).toBeNull();
    const never: LookupAll = () => new Promise(() => {});
    expect(await nonPublicAddressOf('https://slow.example.com/in', { allowPrivateHosts: false, lookup: never, deadlineMs: 5 })).toBeNull();
  });

  it('outside production (private hosts allowed) a local receiver is fine', async () => {
    expect(await nonPublicAddressOf('http://127.0.0.1:8080/in', { allowPrivateHosts: true, lookup })).toBeNull();
    expect(await nonPublicAddressOf('https://internal.example.com/in', { allowPrivateHosts: true, lookup })).toBeNull();
  });
});
