import type { Queryable } from '../db/db';
import type { ClientDevice } from '../../schemas/boot.schema';

export interface AdapterRow {
  enterpriseAuthId: string;
  name: string;
  display: boolean;
  clientDevices: ClientDevice[];
  compositeAuthenticate: boolean;
}

export async function listAdapters(db: Queryable, enterpriseId: string): Promise<AdapterRow[]> {
  const result = await db.query<AdapterRow>(
    `select enterprise_auth_id as "enterpriseAuthId", name, display, client_devices as "clientDevices",
       composite_authenticate as "compositeAuthenticate"
     from adapter where enterprise_id = $1 order by sort_order`,
    [enterpriseId],
  );
  return result.rows;
}
