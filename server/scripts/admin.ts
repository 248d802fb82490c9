import { userInfo } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { PendingRegistration } from '../../schemas/register.schema';
import { APPLICATION_API_ROLE, issueApplicationToken } from '../account/api-client.repo';
import { systemClock } from '../deps';
import { configuredMailer, isProduction, openConfiguredDb } from '../runtime-config';
import { findTenant } from '../tenant/tenant.repo';
import { databaseDesk, serverDesk, type ApprovalDesk } from './approval-desk';
import { chainCommand } from './chain-commands';
import { identityLinks } from './identity-links';
import { licenseCommand } from './license-commands';
import { processTerminal, type Terminal } from './terminal';

// The tenant administrator's command line: registrations waiting for approval, application tokens, the
// accounts' third-party and plugin links, the composite chains, and the instance's license.
const USAGE = `usage: npm run admin -- <command> [options]
  approvals          lists the registrations waiting for approval
  approve NAME       approves NAME's registration: the account may sign in (NAME is mailed)
  reject NAME        rejects it: the account goes and the name is free again (NAME is mailed)
  api-token NAME     creates an application token (ROLE_APPLICATION_API) for the application NAME; shown once
  links NAME         lists the sources NAME's account is linked through: third-party kinds, plugin source ids
  unlink NAME KIND   unlinks NAME's account from its KIND source, a third-party kind (aad, oidc_code, ddtalk,
                     wechat…) or a plugin source's id (plugin_…): the next login through it asks for a binding
                     again
  chains             lists the tenant's composite chains: each adapter and its steps
  chain ADAPTER STEP STEP…
                     sets ADAPTER's composite chain: its first STEP is ADAPTER itself, then login types by their
                     adapter ids (system_password_adapter, system_ldap_adapter, system_mobilephonetoken_adapter,
                     plugin_…), then second factors (otp, sms, admin, offline); signing in through ADAPTER then
                     takes every step in order
  unchain ADAPTER    takes ADAPTER's chain away: its logins sign in alone again
  license            prints the instance's license: licensee, dates, users counted / allowed, flags set
  license-install FILE
                     installs the license file FILE in place of the installed one (verified under
                     LICENSE_PUBLIC_KEY, else the demo key outside production); one already ended is refused
                     unless --allow-ended (to show an expired instance on a demo)
options:
  --enterprise ID    the tenant (default: the instance's default tenant, demo)
  --server URL --token=TOKEN
                     approvals, approve and reject through a running server's API, with an application token
                     (its tenant is the one served), instead of opening the database; written with "=", a token
                     that starts with a dash is not taken for an option
The database is the server's: DATABASE_URL, else the PGlite directory DATA_DIR (default ./data/pglite). A
PGlite directory serves one process at a time: while a server runs on it, use --server.`;

/** Each command and the names it takes. */
const NAMES_TAKEN: Record<string, number> = {
  approvals: 0,
  approve: 1,
  reject: 1,
  'api-token': 1,
  links: 1,
  unlink: 2,
  chains: 0,
  unchain: 1,
  license: 0,
  'license-install': 1,
};
/** Commands that open the database, never through a server's API. */
const DATABASE_ONLY = new Set([
  'api-token',
  'links',
  'unlink',
  'chains',
  'chain',
  'unchain',
  'license',
  'license-install',
]);
/** `chain` takes its adapter and two steps at least. */
const namesFit = (command: string, count: number) =>
  command === 'chain' ? count >= 3 : NAMES_TAKEN[command] === count;
/** Commands of the instance, not of a tenant: --enterprise means nothing to them. */
const INSTANCE_WIDE = new Set(['license', 'license-install']);

const line = (r: PendingRegistration) =>
  [r.username, r.email ?? '-', r.phoneNumber ?? '-', r.submittedAt].join('\t');

async function decide(
  { out, note }: Terminal,
  desk: ApprovalDesk,
  command: string,
  username: string | undefined,
) {
  if (command === 'approvals') {
    const pending = await desk.pending();
    if (!pending.ok) throw new Error(`${pending.code}: ${pending.message}`);
    for (const registration of pending.data) out(line(registration));
    if (pending.data.length === 0) note('No registration is waiting for approval.');
    return;
  }
  const decision = command === 'approve' ? 'APPROVED' : 'REJECTED';
  const decided = await desk.decide({ username: username ?? '', decision });
  if (!decided.ok) throw new Error(`${decided.code}: ${decided.message}`);
  out(`${decided.data.status}\t${line(decided.data)}`);
}

async function run(argv: string[], env: NodeJS.ProcessEnv, terminal: Terminal) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      enterprise: { type: 'string' },
      server: { type: 'string' },
      token: { type: 'string' },
      'allow-ended': { type: 'boolean' },
    },
  });
  const [command = '', ...names] = positionals;
  if (!namesFit(command, names.length)) throw new Error(USAGE);
  const [name] = names;

  if (values.server) {
    if (DATABASE_ONLY.has(command)) throw new Error(`${command} opens the database: run it without --server`);
    if (!values.token) throw new Error('--server needs --token, an application token of the tenant');
    if (values.enterprise)
      throw new Error("--enterprise does not go with --server: the token's tenant is served");
    return decide(terminal, serverDesk(values.server, values.token), command, name);
  }
  if (INSTANCE_WIDE.has(command) && values.enterprise)
    throw new Error(`--enterprise does not go with ${command}: the license is the instance's`);
  const db = await openConfiguredDb(env);
  try {
    if (INSTANCE_WIDE.has(command))
      return await licenseCommand(terminal, env, db, command, names, values['allow-ended'] ?? false);
    const tenant = await findTenant(db, values.enterprise);
    if (!tenant) {
      const which = values.enterprise ? `no tenant ${values.enterprise}` : 'no tenant at all';
      throw new Error(`${which} in this database: is it the server's (DATABASE_URL, DATA_DIR)?`);
    }
    if (command === 'links' || command === 'unlink')
      return await identityLinks(terminal, db, tenant.id, command, names);
    if (command === 'chains' || command === 'chain' || command === 'unchain')
      return await chainCommand(terminal, db, tenant, command, names);
    if (command === 'api-token') {
      const client = { enterpriseId: tenant.id, name: name ?? '', roles: [APPLICATION_API_ROLE] };
      const token = await issueApplicationToken(db, client, systemClock.now());
      terminal.note(
        `Application token of ${client.name} for tenant ${tenant.id} (shown once, keep it secret):`,
      );
      terminal.out(token);
      return;
    }
    const deps = {
      db,
      clock: systemClock,
      mailer: configuredMailer(env),
      devOutbox: !isProduction(env),
    };
    await decide(terminal, databaseDesk(deps, tenant, `admin:${userInfo().username}`), command, name);
  } finally {
    await db.close();
  }
}

/** `npm run admin -- ARGV`, on ENV's database or server: its exit code, 1 with the reason told when it fails. */
export async function admin(argv: string[], env: NodeJS.ProcessEnv, terminal: Terminal): Promise<number> {
  try {
    await run(argv, env, terminal);
    return 0;
  } catch (error) {
    terminal.note(`admin: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await admin(process.argv.slice(2), process.env, processTerminal);
}
