import type { Queryable } from '../db/db';

export interface Sm2KeyPair {
  code: string;
  publicKey: string;
  privateKey: string;
}

export async function findSm2Key(db: Queryable, enterpriseId: string): Promise<Sm2KeyPair | null> {
  const result = await db.query<Sm2KeyPair>(
    'select code, public_key as "publicKey", private_key as "privateKey" from sm2_key where enterprise_id = $1',
    [enterpriseId],
  );
  return result.rows[0] ?? null;
}
