import { describe, expect, it } from 'vitest';
import { issuerStore } from './issuer-store';

describe('issuerStore', () => {
  let clock = 1_000_000;
  const store = issuerStore(() => clock);

  it('keeps a record for its lifetime only, and marks it consumed', async () => {
    const codes = store('AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await codes.consume('c1');
    expect(await codes.find('c1')).toMatchObject({ grantId: 'g1', consumed: 1000 });
    clock += 60_000;
    expect(await codes.find('c1')).toBeUndefined();
  });

  it("finds a session by its uid, and takes a grant's records away with it", async () => {
    const sessions = store('Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a' }, 600);
    expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'a' });
    expect(await sessions.findByUid('nobody')).toBeUndefined();

    const tokens = store('AccessToken');
    await tokens.upsert('t1', { grantId: 'g2' }, 600);
    await tokens.upsert('t2', { grantId: 'g3' }, 600);
    await tokens.revokeByGrantId('g2');
    expect(await tokens.find('t1')).toBeUndefined();
    expect(await tokens.find('t2')).toMatchObject({ grantId: 'g3' });
    await tokens.destroy('t2');
    expect(await tokens.find('t2')).toBeUndefined();
  });

  it('keeps each model apart under one id', async () => {
    await store('Interaction').upsert('same', { uid: 'i' }, 600);
    expect(await store('Grant').find('same')).toBeUndefined();
  });
});
