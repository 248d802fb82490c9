import { readFileSync } from 'node:fs';
import type { LicenseDetails } from '../../schemas/license.schema';
import type { Db } from '../db/db';
import { systemClock } from '../deps';
import { licenseKeyFrom } from '../license/license-key';
import { installLicense, licenseDetails } from '../license/license.service';

const FLAGS = ['expired', 'trialExpired', 'limited', 'quicklyExpired'] as const;

/** The state as the administrator reads it: one `name<TAB>value` line each, the flags set last. */
function printDetails({ state, license, userCount }: LicenseDetails) {
  if (license) {
    console.log(`licensee\t${license.licensee}`);
    console.log(`licenseId\t${license.licenseId}`);
    console.log(`trial\t${license.trial ? 'yes' : 'no'}`);
    console.log(`valid\t${license.notBefore} .. ${license.notAfter}`);
    console.log(`users\t${userCount} / ${license.maxUsers}`);
  } else {
    console.log(`license\tnone (or not signed with this server's key: LICENSE_PUBLIC_KEY)`);
    console.log(`users\t${userCount}`);
  }
  const set = FLAGS.filter((flag) => state[flag]);
  console.log(`flags\t${set.length > 0 ? set.join(' ') : '-'}`);
}

/**
 * The administrator's `license` (the installed license and its flags) and `license-install FILE` (a vendor's
 * file in its place, verified as the console's page verifies it), on the server's database. The key is the
 * server's too: LICENSE_PUBLIC_KEY, else (not in production) the demo key. `allowEnded` installs a file out
 * of its dates as well (a demo of an expired instance); its signature is checked all the same.
 */
export async function licenseCommand(db: Db, command: string, names: string[], allowEnded: boolean) {
  const deps = { db, clock: systemClock, licenseKey: licenseKeyFrom(process.env).key };
  if (command === 'license') return printDetails(await licenseDetails(deps));
  const [file = ''] = names;
  const installed = await installLicense(deps, readFileSync(file, 'utf8'), { allowEnded });
  if (!installed.ok) throw new Error(`${installed.code}: ${installed.message} (${file})`);
  console.error(`Installed the license of ${file}.`);
  printDetails(installed.data);
}
