import * as z from 'zod/mini';
import type { Queryable } from '../db/db';

const Sm2KeyPair = z.object({ code: z.string(), publicKey: z.string(), privateKey: z.string() });
export type Sm2KeyPair = z.output<typeof Sm2KeyPair>;

export async function findSm2Key(db: Queryable, enterpriseId: string): Promise<Sm2KeyPair | null> {
  return db.row(
    Sm2KeyPair,
    'select code, public_key as "publicKey", private_key as "privateKey" from sm2_key where enterprise_id = $1',
    [enterpriseId],
  );
}
