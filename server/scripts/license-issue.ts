import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { demoLicenseFile, isDemoLicenseState } from '../license/demo-licenses';

// The demo license issuer: files signed with the demo private key of server/license/, which every server
// without LICENSE_PUBLIC_KEY accepts (never a production one), to try each license state on the demo.
const USAGE = `usage: npm run license:issue -- --state STATE [--out FILE]
  STATE   valid            a year, 1000 users
          expiring         ends in 10 days (quicklyExpired)
          expired          ended yesterday (expired: the service stops for end users)
          limited          a year, 3 users: fewer than the demo has (limited; no user may be added)
          trial            a valid trial of 90 days
          trial-expiring   a trial ending in 10 days
          trial-expired    a trial that ended yesterday (trialExpired)
  --out FILE   writes the file there (default: prints it)
Install it with \`npm run admin -- license-install FILE\` or on the console's license page. Both refuse an
expired file; \`npm run admin -- license-install FILE --allow-ended\` installs it, to show an expired instance.`;

function main(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: { state: { type: 'string' }, out: { type: 'string' } },
  });
  const { state } = values;
  if (!isDemoLicenseState(state)) throw new Error(USAGE);
  const file = demoLicenseFile(state, new Date());
  if (!values.out) return console.log(file);
  writeFileSync(values.out, `${file}\n`);
  console.error(`Wrote a demo ${state} license to ${values.out}.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(`license:issue: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
