/**
 * Storage for the provider's artifacts (sessions, interactions, codes, tokens, grants) in this
 * process's memory, one store per provider instance: restarting the provider signs everyone out,
 * which is fine for a local provider. Our own (rather than oidc-provider's built-in one) so that
 * tests running several providers in one process do not share state, and so the provider does
 * not warn on every start.
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  /** Epoch milliseconds, or Infinity. */
  expiresAt: number;
}

export function createMemoryAdapterFactory(): (model: string) => Adapter {
  const entries = new Map<string, Entry>();
  // Secondary indexes oidc-provider looks artifacts up by.
  const sessionByUid = new Map<string, string>();
  const byUserCode = new Map<string, string>();
  const keysByGrant = new Map<string, Set<string>>();

  const read = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };

  return (model: string): Adapter => {
    const keyOf = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        const key = keyOf(id);
        const expiresAt = typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : Infinity;
        entries.set(key, { payload, expiresAt });
        if (model === 'Session' && payload.uid) sessionByUid.set(payload.uid, id);
        if (payload.userCode) byUserCode.set(payload.userCode, id);
        if (payload.grantId) {
          const members = keysByGrant.get(payload.grantId) ?? new Set<string>();
          members.add(key);
          keysByGrant.set(payload.grantId, members);
        }
      },
      async find(id) {
        return read(keyOf(id));
      },
      async findByUid(uid) {
        const id = sessionByUid.get(uid);
        return id === undefined ? undefined : read(keyOf(id));
      },
      async findByUserCode(userCode) {
        const id = byUserCode.get(userCode);
        return id === undefined ? undefined : read(keyOf(id));
      },
      async consume(id) {
        const payload = read(keyOf(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        entries.delete(keyOf(id));
      },
      async revokeByGrantId(grantId) {
        for (const key of keysByGrant.get(grantId) ?? []) entries.delete(key);
        keysByGrant.delete(grantId);
      },
    };
  };
}
