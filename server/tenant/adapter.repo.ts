import * as z from 'zod/mini';
import { ClientDevice } from '../../schemas/boot.schema';
import type { Queryable } from '../db/db';

const AdapterRow = z.object({
  enterpriseAuthId: z.string(),
  name: z.string(),
  display: z.boolean(),
  clientDevices: z.array(ClientDevice),
  compositeAuthenticate: z.boolean(),
});
export type AdapterRow = z.output<typeof AdapterRow>;

const SELECT = `select ad.enterprise_auth_id as "enterpriseAuthId", ad.name, ad.display,
  ad.client_devices as "clientDevices", ad.composite_authenticate as "compositeAuthenticate"
  from adapter ad`;

/** The tenant's adapters, in its order. */
export async function listAdapters(db: Queryable, enterpriseId: string): Promise<AdapterRow[]> {
  return db.rows(AdapterRow, `${SELECT} where ad.enterprise_id = $1 order by ad.sort_order`, [enterpriseId]);
}

/** The adapters of its tenant that a service provider's application allows, in the tenant's order. */
export async function listApplicationAdapters(db: Queryable, applicationId: string): Promise<AdapterRow[]> {
  return db.rows(
    AdapterRow,
    `${SELECT} join application a on a.enterprise_id = ad.enterprise_id
     join application_adapter aa on aa.application_id = a.id and aa.enterprise_auth_id = ad.enterprise_auth_id
     where a.id = $1 order by ad.sort_order`,
    [applicationId],
  );
}

/** Lets a service provider's application sign in through one more of its tenant's adapters (tests, operators). */
export async function allowApplicationAdapter(
  db: Queryable,
  applicationId: string,
  enterpriseAuthId: string,
) {
  await db.run('insert into application_adapter (application_id, enterprise_auth_id) values ($1, $2)', [
    applicationId,
    enterpriseAuthId,
  ]);
}
