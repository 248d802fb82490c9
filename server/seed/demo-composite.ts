import type { ChainPlan } from '../../schemas/composite.schema';
import { ADAPTERS } from '../../schemas/spec-constants';
import type { Queryable } from '../db/db';
import { writeChain } from '../features/composite/composite-chain.repo';
import { DEMO_TOTP_SECRET, type DemoUser } from './demo-users';

/**
 * The demo tenant's composite chains (issue 15), seeded only where asked (env SEED_COMPOSITE_CHAINS=true): they
 * put every password and SMS login of the tenant through them, so the plain demo keeps them off. The password
 * is followed by a texted code; the texted code by the demo plugin's person (人事系统) and the authenticator app;
 * the automatic plugin source's person (人事系统（自动）) by the authenticator app.
 */
export const DEMO_CHAINS: Record<string, ChainPlan> = {
  [ADAPTERS.password]: [
    { kind: 'login', step: ADAPTERS.password },
    { kind: 'login', step: ADAPTERS.mobilePhoneToken },
  ],
  [ADAPTERS.mobilePhoneToken]: [
    { kind: 'login', step: ADAPTERS.mobilePhoneToken },
    { kind: 'login', step: 'plugin_hr_demo' },
    { kind: 'twoFactor', step: 'otp' },
  ],
  plugin_hr_auto: [
    { kind: 'login', step: 'plugin_hr_auto' },
    { kind: 'twoFactor', step: 'otp' },
  ],
};

const PROJECTS = [1, 2, 3, 4];

/**
 * The chains' people, one of each per end-to-end project (N), each with a phone of its own so parallel runs never
 * share a code's countdown: `chaina`N walks the password chain, `chainb`N the texted code's (the demo plugin's
 * 多步验证 N is linked to it, demo-plugin-people.ts; its app is bound with the demo key), `chainc`N starts the
 * password chain for the refusals, `chaind`N is the other account whose phone a step must not take, and
 * `chaine`N starts the automatic plugin source's chain (多步起始 N is linked to it; its app is bound too).
 */
export const chainUsers = (): DemoUser[] =>
  PROJECTS.flatMap((n): DemoUser[] => [
    {
      username: `chaina${n}`,
      password: 'Chaina@123456',
      displayName: `多步甲 Chain A${n}`,
      phoneNumber: `1390014010${n}`,
    },
    {
      username: `chainb${n}`,
      password: 'Chainb@123456',
      displayName: `多步乙 Chain B${n}`,
      phoneNumber: `1390014020${n}`,
      secondFactor: { method: 'otp', totpSecret: DEMO_TOTP_SECRET },
    },
    {
      username: `chainc${n}`,
      password: 'Chainc@123456',
      displayName: `多步丙 Chain C${n}`,
      phoneNumber: `1390014030${n}`,
    },
    {
      username: `chaind${n}`,
      password: 'Chaind@123456',
      displayName: `多步丁 Chain D${n}`,
      phoneNumber: `1390014040${n}`,
    },
    {
      username: `chaine${n}`,
      password: 'Chaine@123456',
      displayName: `多步戊 Chain E${n}`,
      phoneNumber: `1390014050${n}`,
      secondFactor: { method: 'otp', totpSecret: DEMO_TOTP_SECRET },
    },
  ]);

/** Writes the demo chains, in the seed's transaction. */
export async function seedDemoChains(tx: Queryable, enterpriseId: string) {
  for (const [adapter, plan] of Object.entries(DEMO_CHAINS))
    await writeChain(tx, enterpriseId, adapter, plan);
}
