import type { ChainPlan, ChainStep, NextAuth } from '../../../schemas/composite.schema';
import { isChainLogin } from '../../../schemas/composite.schema';
import type { SecondFactorMethod } from '../../../schemas/second-factor-methods';
import type { Edition } from '../../../schemas/rules/edition.rule';

/** What of the tenant a plan is checked against. */
export type PlanTenant = {
  secondFactorMethods: readonly SecondFactorMethod[];
  administratorEmail: string | null;
  edition: Edition | null;
  /** The tenant's plugin sources' ids: a plugin step must be one of them. */
  pluginSources: readonly string[];
};

export type PlanProblem =
  | 'firstNotAdapter'
  | 'tooShort'
  | 'loginAfterFactor'
  | 'unsupportedLogin'
  | 'repeatedStep'
  | 'factorNotOffered'
  | 'freeEdition';

/**
 * Why a chain cannot be saved for `adapter`, none when it can: it starts with the adapter's own login, has two
 * steps at least, its login steps (each a kind a page can show, once) come before its factors (each one the
 * tenant offers, the administrator's code only with an administrator to mail), and the tenant is not on the free
 * edition, which offers the password alone.
 */
export function planProblems(adapter: string, plan: ChainPlan, tenant: PlanTenant): PlanProblem[] {
  const problems = new Set<PlanProblem>();
  const first = plan[0];
  if (!first || first.kind !== 'login' || first.step !== adapter) problems.add('firstNotAdapter');
  if (plan.length < 2) problems.add('tooShort');
  const firstFactor = plan.findIndex((step) => step.kind === 'twoFactor');
  if (firstFactor >= 0 && plan.slice(firstFactor).some((step) => step.kind === 'login'))
    problems.add('loginAfterFactor');
  const keys = plan.map((step) => `${step.kind}:${step.step}`);
  if (new Set(keys).size !== keys.length) problems.add('repeatedStep');
  for (const step of plan) {
    if (step.kind === 'login' && !loginOffered(step.step, tenant)) problems.add('unsupportedLogin');
    if (step.kind === 'twoFactor' && !factorOffered(step.step, tenant)) problems.add('factorNotOffered');
  }
  if (tenant.edition === 'free') problems.add('freeEdition');
  return [...problems];
}

const loginOffered = (id: string, tenant: PlanTenant) =>
  isChainLogin(id) && (!id.startsWith('plugin_') || tenant.pluginSources.includes(id));

const factorOffered = (method: SecondFactorMethod, tenant: PlanTenant) =>
  tenant.secondFactorMethods.includes(method) && (method !== 'admin' || !!tenant.administratorEmail);

/** The step the chain waits for once `passed` steps passed, null when it is through. */
export const stepAt = (plan: ChainPlan, passed: number): ChainStep | null => plan[passed] ?? null;

/** SPEC 3 `nextAuth` once `passed` steps passed: the step waited for, counted from 1; null when through. */
export function nextAuthOf(plan: ChainPlan, passed: number): NextAuth | null {
  const step = stepAt(plan, passed);
  return step && { type: step.kind, authType: step.step, step: passed + 1, steps: plan.length };
}

/**
 * SPEC 3 `done` after `passed` steps: the chain's segment of the step just passed is through (its login steps,
 * or all of it). The last login step's answer is done, and names the first factor, if any, as next.
 */
export function segmentDone(plan: ChainPlan, passed: number): boolean {
  const next = stepAt(plan, passed);
  const last = stepAt(plan, passed - 1);
  return next === null || (last !== null && next.kind !== last.kind);
}
