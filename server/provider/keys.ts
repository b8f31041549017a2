/**
 * Signing keys for ID tokens: a fresh RSA key each time the provider starts. Nothing outlives a
 * provider process anyway (in-memory storage), so there is no key to keep, commit or leak; the
 * app validates tokens by asking the provider, not with a pinned key.
 */
import { generateKeyPairSync } from 'node:crypto';

export function generateDevJwks(): { keys: object[] } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { keys: [{ ...jwk, use: 'sig', alg: 'RS256' }] };
}
