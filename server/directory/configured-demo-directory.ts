import { ADAPTERS } from '../../schemas/spec-constants';
import type { Db } from '../db/db';
import { DEMO_ENTERPRISE_ID } from '../seed/demo-tenant';
import { slapdPath, startDemoDirectory, type DemoDirectory } from './demo-directory';
import { moveTenantDirectory } from './tenant-directory.repo';

/**
 * The demo directory of a development server: started unless DEMO_DIRECTORY=off, in production, or without
 * slapd (then the LDAP tab says the directory does not answer), on DEMO_DIRECTORY_PORT or a free port, and the
 * demo tenant's LDAP adapter pointed at it.
 */
export async function startConfiguredDemoDirectory(
  db: Db,
  env: NodeJS.ProcessEnv,
  production: boolean,
): Promise<DemoDirectory | null> {
  if (production || env.DEMO_DIRECTORY === 'off') return null;
  if (!slapdPath()) {
    console.log('slapd is not installed: the demo LDAP directory is off (apt-get install slapd).');
    return null;
  }
  const port = env.DEMO_DIRECTORY_PORT ? Number(env.DEMO_DIRECTORY_PORT) : undefined;
  // A directory that cannot start (its port taken) leaves the LDAP tab saying so; the rest of the demo runs.
  const directory = await startDemoDirectory(port === undefined ? {} : { port }).catch((error: unknown) => {
    console.error(`The demo LDAP directory did not start: ${String(error)}`);
    return null;
  });
  if (!directory) return null;
  if (await moveTenantDirectory(db, DEMO_ENTERPRISE_ID, ADAPTERS.ldap, directory.url))
    console.log(`Demo LDAP directory: ${directory.url} (ldapuser / Ldap@123456).`);
  return directory;
}
