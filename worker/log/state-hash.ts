/**
 * A stable hash of any JSON-like value: canonical JSON (object keys sorted, `undefined`
 * properties left out as JSON.stringify does) hashed with FNV-1a 64 over its UTF-8 bytes.
 * Non-cryptographic on purpose: it compares a live run with a replay, it does not defend
 * against anyone.
 */

export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  write(value, out);
  return out.join('');
}

function write(value: unknown, out: string[]): void {
  if (value === null || typeof value !== 'object') {
    // undefined/functions at the top level or inside arrays serialise as null, as in JSON.
    out.push(value === undefined || typeof value === 'function' ? 'null' : JSON.stringify(value));
    return;
  }
  if (Array.isArray(value)) {
    out.push('[');
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out.push(',');
      write(value[i], out);
    }
    out.push(']');
    return;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  out.push('{');
  let first = true;
  for (const key of keys) {
    const v = record[key];
    if (v === undefined || typeof v === 'function') continue;
    if (!first) out.push(',');
    first = false;
    out.push(JSON.stringify(key), ':');
    write(v, out);
  }
  out.push('}');
}

const encoder = new TextEncoder();

/** FNV-1a 64 as 16 hex digits, computed on four 16-bit limbs (no BigInt: it is much slower). */
export function fnv1a64(text: string): string {
  const bytes = encoder.encode(text);
  // Offset basis 0xcbf29ce484222325, least significant limb first.
  let h0 = 0x2325;
  let h1 = 0x8422;
  let h2 = 0x9ce4;
  let h3 = 0xcbf2;
  for (let i = 0; i < bytes.length; i++) {
    h0 ^= bytes[i] as number;
    // Multiply by the prime 0x100000001b3 = 2^40 + 0x1b3.
    const t0 = h0 * 0x1b3;
    const t1 = h1 * 0x1b3 + (t0 >>> 16);
    const t2 = h2 * 0x1b3 + (h0 << 8) + (t1 >>> 16);
    const t3 = h3 * 0x1b3 + (h1 << 8) + (t2 >>> 16);
    h0 = t0 & 0xffff;
    h1 = t1 & 0xffff;
    h2 = t2 & 0xffff;
    h3 = t3 & 0xffff;
  }
  return hex4(h3) + hex4(h2) + hex4(h1) + hex4(h0);
}

function hex4(n: number): string {
  return n.toString(16).padStart(4, '0');
}

export function stateHash(state: unknown): string {
  return fnv1a64(canonicalJson(state));
}

/** Each top-level slice's own hash, by slice name in order. */
export function sliceHashes(state: object): Record<string, string> {
  const record = state as Record<string, unknown>;
  return Object.fromEntries(Object.keys(record).sort().map((slice) => [slice, stateHash(record[slice])]));
}
