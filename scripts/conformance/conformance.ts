/**
 * `npm run conformance -- --base-url <url> [--username <name> --password <password>] [--api-version v1.2]`:
 * calls a back end's public boot calls (and, given an account that owes nothing, a sign-in and the session
 * calls after it) and parses every answer with the contract's schemas (scripts/conformance/contract-checks.ts).
 * Prints one line per call; exits 1 when any answer does not match, 2 on bad arguments.
 */
import { parseArgs } from 'node:util';
import { checkConformance, report } from './contract-checks';

const USAGE =
  'usage: npm run conformance -- --base-url <url> [--username <name> --password <password>] [--api-version <v>]';

function options() {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      'api-version': { type: 'string' },
    },
  });
  const baseUrl = values['base-url'];
  if (!baseUrl || !URL.canParse(baseUrl)) throw new Error('--base-url must be an absolute URL');
  if ((values.username === undefined) !== (values.password === undefined))
    throw new Error('--username and --password go together');
  const { username, password } = values;
  return {
    baseUrl,
    ...(values['api-version'] ? { apiVersion: values['api-version'] } : {}),
    ...(username !== undefined && password !== undefined ? { account: { username, password } } : {}),
  };
}

let parsed: ReturnType<typeof options>;
try {
  parsed = options();
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}
const { lines, exitCode } = report(await checkConformance(parsed));
console.log(lines.join('\n'));
process.exit(exitCode);
