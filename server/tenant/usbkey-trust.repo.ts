import * as z from 'zod/mini';
import type { Queryable } from '../db/db';

/** A tenant's USB-key login (022_usbkey_login): the CA of its users' certificates and the server's certificate. */
const UsbKeyTrust = z.object({ caPem: z.string(), serverCertPem: z.string() });
export type UsbKeyTrust = z.output<typeof UsbKeyTrust>;

/** The tenant's USB-key trust; null: the tenant does not offer the USB-key login. */
export async function findUsbKeyTrust(db: Queryable, enterpriseId: string): Promise<UsbKeyTrust | null> {
  return db.row(
    UsbKeyTrust,
    `select ca_pem as "caPem", server_cert_pem as "serverCertPem" from usbkey_trust where enterprise_id = $1`,
    [enterpriseId],
  );
}

/** Sets the tenant's USB-key trust, replacing the one it had (the seed, operators and tests). */
export async function saveUsbKeyTrust(db: Queryable, enterpriseId: string, trust: UsbKeyTrust) {
  await db.run(
    `insert into usbkey_trust (enterprise_id, ca_pem, server_cert_pem) values ($1, $2, $3)
     on conflict (enterprise_id) do update set ca_pem = excluded.ca_pem, server_cert_pem = excluded.server_cert_pem`,
    [enterpriseId, trust.caPem, trust.serverCertPem],
  );
}
