import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

/** The models whose records go with their grant when it is revoked (as oidc-provider's own adapter). */
const GRANTABLE = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode']);

type Entry = { payload: AdapterPayload; expiresAt: number };

/**
 * One issuer's sessions, interactions, codes and grants, in this process's memory: the demo provider stands in
 * for a system elsewhere, and a restart signing everyone out there changes nothing here. Ours rather than
 * oidc-provider's quick-start adapter, which warns on every start that it is for development only; the demo
 * says so once, in its start-up line (idp-main.ts).
 */
export function issuerStore(now: () => number = Date.now): AdapterFactory {
  const records = new Map<string, Entry>();
  const sessionsByUid = new Map<string, string>();
  const byUserCode = new Map<string, string>();
  const byGrant = new Map<string, Set<string>>();
  const live = (key: string): AdapterPayload | undefined => {
    const entry = records.get(key);
    return entry && entry.expiresAt > now() ? entry.payload : undefined;
  };
  // A demo's handful of records: what has expired goes at each write.
  const sweep = () => {
    for (const [key, entry] of records) if (entry.expiresAt <= now()) records.delete(key);
  };
  return (model: string): Adapter => {
    const keyOf = (id: string) => `${model}:${id}`;
    const find = async (id: string | undefined) => (id === undefined ? undefined : live(keyOf(id)));
    return {
      async upsert(id, payload, expiresIn) {
        sweep();
        const key = keyOf(id);
        records.set(key, {
          payload,
          expiresAt: expiresIn === undefined ? Infinity : now() + expiresIn * 1000,
        });
        if (model === 'Session' && payload.uid) sessionsByUid.set(payload.uid, id);
        if (payload.userCode) byUserCode.set(payload.userCode, id);
        if (GRANTABLE.has(model) && payload.grantId)
          byGrant.set(payload.grantId, (byGrant.get(payload.grantId) ?? new Set()).add(key));
      },
      find,
      findByUid: (uid) => find(sessionsByUid.get(uid)),
      findByUserCode: (userCode) => find(byUserCode.get(userCode)),
      async consume(id) {
        const payload = live(keyOf(id));
        if (payload) payload.consumed = Math.floor(now() / 1000);
      },
      async destroy(id) {
        records.delete(keyOf(id));
      },
      async revokeByGrantId(grantId) {
        for (const key of byGrant.get(grantId) ?? []) records.delete(key);
        byGrant.delete(grantId);
      },
    };
  };
}
