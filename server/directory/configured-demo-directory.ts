import { ADAPTERS } from '../../schemas/spec-constants';
import type { Db } from '../db/db';
import type { NotePart } from '../dev/startup-block';
import { DEMO_ENTERPRISE_ID } from '../seed/demo-tenant';
import { slapdPath, startDemoDirectory, type DemoDirectory } from './demo-directory';
import { moveTenantDirectory } from './tenant-directory.repo';

/**
 * The demo directory of a development server: started unless DEMO_DIRECTORY=off, in production, or without
 * slapd (then the LDAP tab says the directory does not answer), on DEMO_DIRECTORY_PORT or a free port, and the
 * demo tenant's LDAP adapter pointed at it. How it went is noted for the start-up block.
 */
export async function startConfiguredDemoDirectory(
  db: Db,
  env: NodeJS.ProcessEnv,
  production: boolean,
  note: NotePart,
): Promise<DemoDirectory | null> {
  if (production) return null;
  const off = (text: string) => {
    note({ part: 'LDAP directory', on: false, text });
    return null;
  };
  if (env.DEMO_DIRECTORY === 'off') return off('DEMO_DIRECTORY=off (unset it to start one)');
  if (!slapdPath()) return off('slapd is not installed (apt-get install slapd)');
  const port = env.DEMO_DIRECTORY_PORT ? Number(env.DEMO_DIRECTORY_PORT) : undefined;
  // A directory that cannot start (its port taken) leaves the LDAP tab saying so; the rest of the demo runs.
  const directory = await startDemoDirectory(port === undefined ? {} : { port }).catch((error: unknown) => {
    console.error(`The demo LDAP directory did not start: ${String(error)}`);
    return null;
  });
  if (!directory) return off('it did not start (the error above)');
  await moveTenantDirectory(db, DEMO_ENTERPRISE_ID, ADAPTERS.ldap, directory.url);
  note({ part: 'LDAP directory', on: true, text: `${directory.url} (ldapuser / Ldap@123456)` });
  return directory;
}
