import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ChainPlan } from '../../../schemas/composite.schema';
import { ADAPTERS } from '../../../schemas/spec-constants';
import { findLoginUser } from '../../account/user.repo';
import { adapterStartsChain } from '../../test/inspect.repo';
import { useTestServer } from '../../test/use-test-server';
import { findChain, saveChain } from './composite-chain.repo';
import {
  abortRun,
  advanceRun,
  findLiveRun,
  insertRunWithinCap,
  validateRun,
  type RunKey,
} from './composite-run.repo';

// The chain tables on the real embedded database, as the services will use them.
const server = useTestServer();
const PLAN: ChainPlan = [
  { kind: 'login', step: ADAPTERS.password },
  { kind: 'login', step: ADAPTERS.mobilePhoneToken },
  { kind: 'twoFactor', step: 'otp' },
];
const MINUTE = 60_000;

const userId = async (username: string) => {
  const user = await findLoginUser(server.db, 'demo', username);
  if (!user) throw new Error(`no ${username} in the demo tenant`);
  return user.id;
};
/** A chain just started for a browser of its own. */
async function started(): Promise<RunKey> {
  const key = { codeHash: randomUUID(), browserHash: randomUUID(), enterpriseId: 'demo' };
  const now = server.clock.now();
  const run = {
    enterpriseAuthId: ADAPTERS.password,
    plan: PLAN,
    clientAddress: '192.0.2.1',
    createdAt: now,
    expiresAt: new Date(now.getTime() + 10 * MINUTE),
  };
  expect(await insertRunWithinCap(server.db, key, run, { since: now, max: 1000 })).toBe(true);
  return key;
}
const step = (passed: number, user: string) => ({
  passed,
  userId: user,
  now: server.clock.now(),
  expiresAt: new Date(server.clock.now().getTime() + 10 * MINUTE),
});

describe('composite chains on the database', () => {
  it('saves a tenant’s chain and marks its adapter as one that starts it', async () => {
    await saveChain(server.db, 'demo', ADAPTERS.password, PLAN);
    expect(await findChain(server.db, 'demo', ADAPTERS.password)).toEqual(PLAN);
    expect(await findChain(server.db, 'demo', ADAPTERS.ldap)).toBeNull();
    expect(await adapterStartsChain(server.db, 'demo', ADAPTERS.password)).toBe(true);
    expect(await adapterStartsChain(server.db, 'demo', ADAPTERS.ldap)).toBe(false);
  });

  it('moves the cursor one step at a time: of two submissions of one step, one passes', async () => {
    const key = await started();
    const demo = await userId('demo');
    const [a, b] = await Promise.all([
      advanceRun(server.db, key, step(0, demo)),
      advanceRun(server.db, key, step(0, demo)),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect((a ?? b)?.passed).toBe(1);
    // A replay of the first step, or a skip past the second, moves nothing.
    expect(await advanceRun(server.db, key, step(0, demo))).toBeNull();
    expect(await advanceRun(server.db, key, step(2, demo))).toBeNull();
    expect(await advanceRun(server.db, key, step(1, demo))).toMatchObject({ passed: 2, userId: demo });
  });

  it('keeps the user the first step fixed: another account’s step moves nothing', async () => {
    const key = await started();
    await advanceRun(server.db, key, step(0, await userId('demo')));
    expect(await advanceRun(server.db, key, step(1, await userId('twofactor')))).toBeNull();
  });

  it('is this browser’s and tenant’s alone, until it expires or ends', async () => {
    const key = await started();
    const now = server.clock.now();
    expect(await findLiveRun(server.db, key, now)).toMatchObject({ passed: 0, plan: PLAN });
    expect(await findLiveRun(server.db, { ...key, browserHash: randomUUID() }, now)).toBeNull();
    expect(await findLiveRun(server.db, { ...key, enterpriseId: 'branch' }, now)).toBeNull();
    expect(await findLiveRun(server.db, key, new Date(now.getTime() + 11 * MINUTE))).toBeNull();
    await abortRun(server.db, key, now);
    expect(await findLiveRun(server.db, key, now)).toBeNull();
    expect(await advanceRun(server.db, key, step(0, await userId('demo')))).toBeNull();
  });

  it('exchanges the code once, and only once its login steps are all passed', async () => {
    const key = await started();
    const demo = await userId('demo');
    await advanceRun(server.db, key, step(0, demo));
    expect(await validateRun(server.db, key, 2, server.clock.now())).toBeNull();
    await advanceRun(server.db, key, step(1, demo));
    expect(await validateRun(server.db, key, 2, server.clock.now())).toMatchObject({
      passed: 2,
      userId: demo,
    });
    expect(await validateRun(server.db, key, 2, server.clock.now())).toBeNull();
    expect(await findLiveRun(server.db, key, server.clock.now())).toBeNull();
  });
});
