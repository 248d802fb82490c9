import { ChainStep, type ChainPlan } from '../../schemas/composite.schema';
import { SECOND_FACTOR_METHODS } from '../../schemas/second-factor-methods';
import type { Db } from '../db/db';
import { planProblems, type PlanProblem } from '../features/composite/chain-plan';
import { deleteChain, listChains, saveChain } from '../features/composite/composite-chain.repo';
import { listPluginSourceIds } from '../features/plugin-login/plugin-source.repo';
import type { Tenant } from '../tenant/tenant.repo';
import type { Terminal } from './terminal';

/** Why a chain cannot be saved, as the administrator reads it. */
const PROBLEM_TEXT: Record<PlanProblem, string> = {
  firstNotAdapter: 'the first step must be the adapter itself',
  tooShort: 'a chain has two steps at least',
  loginAfterFactor: 'login steps come before second factors',
  unsupportedLogin:
    'a login step is the password, LDAP, the SMS code (their adapter ids) or an enabled plugin source of the tenant',
  repeatedStep: 'a step comes once',
  factorNotOffered:
    'a second factor must be one the tenant offers (secondFactorMethods; admin needs administratorEmail)',
  freeEdition: 'the free edition offers no chains',
};

/** A step as the administrator writes it: a second-factor method by name, else a login type's adapter id. */
const stepOf = (word: string): ChainStep | null => {
  const kind = (SECOND_FACTOR_METHODS as readonly string[]).includes(word) ? 'twoFactor' : 'login';
  return ChainStep.safeParse({ kind, step: word }).data ?? null;
};
const shown = (plan: ChainPlan) => plan.map((step) => step.step).join(' → ');

/**
 * The administrator's composite chains (issue 15): `chains` lists the tenant's; `chain ADAPTER STEP…` sets the
 * adapter's (its first step the adapter itself, then login types, then second factors), checked as the server
 * checks a plan; `unchain ADAPTER` takes it away. A chain under way keeps the plan it started with.
 */
export async function chainCommand(
  { out, note }: Terminal,
  db: Db,
  tenant: Tenant,
  command: string,
  names: string[],
) {
  if (command === 'chains') {
    const chains = await listChains(db, tenant.id);
    for (const { adapter, plan } of chains) out(`${adapter}\t${shown(plan)}`);
    if (chains.length === 0) note(`Tenant ${tenant.id} has no composite chain.`);
    return;
  }
  const [adapter = '', ...words] = names;
  if (command === 'unchain') {
    if (!(await deleteChain(db, tenant.id, adapter))) throw new Error(`${adapter} starts no chain`);
    out(`unchained\t${adapter}`);
    return;
  }
  const plan = words.map((word) => stepOf(word) ?? unknownStep(word));
  const { settings } = tenant;
  const problems = planProblems(adapter, plan, {
    secondFactorMethods: settings.secondFactorMethods,
    administratorEmail: settings.administratorEmail ?? null,
    edition: settings.edition,
    pluginSources: await listPluginSourceIds(db, tenant.id),
  });
  if (problems.length) throw new Error(problems.map((problem) => PROBLEM_TEXT[problem]).join('; '));
  await saveChain(db, tenant.id, adapter, plan);
  out(`chained\t${adapter}\t${shown(plan)}`);
}

function unknownStep(word: string): never {
  throw new Error(
    `no step ${word}: a second factor (${SECOND_FACTOR_METHODS.join(', ')}) or a login type's adapter id`,
  );
}
