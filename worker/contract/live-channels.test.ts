import { describe, expect, it } from 'vitest';
import { brandChannel, brandOfChannel, brandOfPrivateChannel, parsePresenceChannel, presenceChannel } from './live-channels';

describe('live channel names (server and worker)', () => {
  it('names a brand channel as Pusher does and reads it back', () => {
    expect(brandChannel('acme')).toBe('private-brand.acme');
    expect(brandOfPrivateChannel(brandChannel('acme'))).toBe('acme');
  });

  it('authorises only Pusher’s spelling with a plain identifier (the server)', () => {
    expect(brandOfPrivateChannel('brand.acme')).toBeNull();
    expect(brandOfPrivateChannel('private-brand.')).toBeNull();
    expect(brandOfPrivateChannel('private-brand.a.b')).toBeNull();
    expect(brandOfPrivateChannel('private-brand.acme/../x')).toBeNull();
    expect(brandOfPrivateChannel('public')).toBeNull();
  });

  it('reads echo’s spelling too (the worker), with the same identifier rule', () => {
    expect(brandOfChannel('brand.acme')).toBe('acme');
    expect(brandOfChannel('private-brand.acme')).toBe('acme');
    expect(brandOfChannel('brand.a.b')).toBeNull();
    expect(brandOfChannel('brand.')).toBeNull();
    expect(brandOfChannel('public')).toBeNull();
  });

  it('names a record’s presence channel and reads it back, refusing any other shape', () => {
    const name = presenceChannel({ brand: 'acme', kind: 'adset', id: 5 });
    expect(name).toBe('presence-brand.acme.adset.5');
    expect(parsePresenceChannel(name)).toEqual({ brand: 'acme', kind: 'adset', id: 5 });
    expect(brandOfChannel(name)).toBe('acme');
    // Not a private brand channel: the server never signs it as one.
    expect(brandOfPrivateChannel(name)).toBeNull();
    for (const bad of ['presence-brand.acme.adset.0', 'presence-brand.acme.visual.5', 'presence-brand.acme.adset.5x', 'presence-brand.a.b.adset.5', 'brand.acme.adset.5', 'private-brand.acme.adset.5', 'presence-brand.acme.adset.99999999999999999']) {
      expect(parsePresenceChannel(bad), bad).toBeNull();
    }
  });
});
