import { describe, expect, it } from 'vitest';
import { brandChannel, brandOfChannel, brandOfPrivateChannel } from './live-channels';

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
});
