import { describe, expect, it } from 'vitest';
import { canonicalJson, fnv1a64, sliceHashes, stateHash } from './state-hash';

/** Reference FNV-1a 64 with BigInt, to check the 16-bit-limb implementation. */
function reference(text: string): string {
  let h = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    h ^= BigInt(byte);
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return h.toString(16).padStart(16, '0');
}

describe('fnv1a64', () => {
  it('matches the published test vectors', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
  });

  it('matches a BigInt reference on assorted text, including non-ASCII', () => {
    for (const text of ['{"a":1}', 'Žluťoučký kůň', '🙂'.repeat(50), 'x'.repeat(10_000)]) expect(fnv1a64(text)).toBe(reference(text));
  });
});

describe('canonicalJson / stateHash', () => {
  it('does not depend on key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"x":1,"y":2}]},"b":1}');
    expect(stateHash({ b: 1, a: 2 })).toBe(stateHash({ a: 2, b: 1 }));
  });

  it('treats undefined properties as absent, as a JSON round trip does', () => {
    const value = { a: 1, b: undefined, c: [undefined, 2] };
    expect(stateHash(value)).toBe(stateHash(JSON.parse(JSON.stringify(value))));
  });

  it('changes when any value changes', () => {
    expect(stateHash({ a: [1, 2] })).not.toBe(stateHash({ a: [2, 1] }));
    expect(stateHash({ a: '1' })).not.toBe(stateHash({ a: 1 }));
  });
});

describe('sliceHashes', () => {
  it('gives each slice its own hash, so a change shows in its slice only', () => {
    const before = { balance: { value: 1 }, toasts: { items: [] } };
    const after = { balance: { value: 2 }, toasts: { items: [] } };
    expect(Object.keys(sliceHashes(before))).toEqual(['balance', 'toasts']);
    expect(sliceHashes(before).balance).toBe(stateHash({ value: 1 }));
    expect(sliceHashes(after).balance).not.toBe(sliceHashes(before).balance);
    expect(sliceHashes(after).toasts).toBe(sliceHashes(before).toasts);
  });
});
