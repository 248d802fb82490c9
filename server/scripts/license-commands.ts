import { readFileSync } from 'node:fs';
import type { LicenseDetails } from '../../schemas/license.schema';
import type { Db } from '../db/db';
import { systemClock } from '../deps';
import { licenseKeyFrom } from '../license/license-key';
import { installLicense, licenseDetails } from '../license/license.service';
import type { Terminal } from './terminal';

const FLAGS = ['expired', 'trialExpired', 'limited', 'quicklyExpired'] as const;

/** The state as the administrator reads it: one `name<TAB>value` line each, the flags set last. */
function printDetails({ out }: Terminal, { state, license, userCount }: LicenseDetails) {
  if (license) {
    out(`licensee\t${license.licensee}`);
    out(`licenseId\t${license.licenseId}`);
    out(`trial\t${license.trial ? 'yes' : 'no'}`);
    out(`valid\t${license.notBefore} .. ${license.notAfter}`);
    out(`users\t${userCount} / ${license.maxUsers}`);
  } else {
    out(`license\tnone (or not signed with this server's key: LICENSE_PUBLIC_KEY)`);
    out(`users\t${userCount}`);
  }
  const set = FLAGS.filter((flag) => state[flag]);
  out(`flags\t${set.length > 0 ? set.join(' ') : '-'}`);
}

/**
 * The administrator's `license` (the installed license and its flags) and `license-install FILE` (a vendor's
 * file in its place, verified as the console's page verifies it), on the server's database. The key is the
 * server's too: LICENSE_PUBLIC_KEY, else (not in production) the demo key. `allowEnded` installs a file out
 * of its dates as well (a demo of an expired instance); its signature is checked all the same.
 */
export async function licenseCommand(
  terminal: Terminal,
  env: NodeJS.ProcessEnv,
  db: Db,
  command: string,
  names: string[],
  allowEnded: boolean,
) {
  const deps = { db, clock: systemClock, licenseKey: licenseKeyFrom(env).key };
  if (command === 'license') return printDetails(terminal, await licenseDetails(deps));
  const [file = ''] = names;
  const installed = await installLicense(deps, readFileSync(file, 'utf8'), { allowEnded });
  if (!installed.ok) throw new Error(`${installed.code}: ${installed.message} (${file})`);
  terminal.note(`Installed the license of ${file}.`);
  printDetails(terminal, installed.data);
}
