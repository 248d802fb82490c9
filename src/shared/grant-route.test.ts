import { describe, expect, it, vi } from 'vitest';
import { apiFailureOf } from '../../schemas/api-failure';
import type { GrantRoute } from '../../machines/shared/grant';
import { type GrantCalls, grantBy, prepareGrantWith } from './grant-route';

const ADAPTER = 'system_password_adapter';
const PATH = '/api/v2/authenticate/rest_token';
const TOKEN = { access_token: 'tok' };
const STEP = { auth: true, done: false };
const signal = new AbortController().signal;

/** The login type's calls, each answering as given; `own` records the chain code it was sent. */
const callsOf = (answer: object, extra: Partial<GrantCalls> = {}) => {
  const own = vi.fn(async (_authCode: string | null) => answer as typeof TOKEN);
  return { calls: { own, path: PATH, ...extra } satisfies GrantCalls, own };
};
const grant = (route: GrantRoute, calls: GrantCalls) => grantBy(route, ADAPTER, calls, signal);
const malformedBy = async (promise: Promise<unknown>) => apiFailureOf(await promise.catch((e: unknown) => e));

describe('grantBy: a login type’s own call, sent as its route says', () => {
  it('plain: signs in with its own call, no chain code, the token through the adapter', async () => {
    const { calls, own } = callsOf(TOKEN);
    expect(await grant({ kind: 'plain' }, calls)).toEqual({
      kind: 'token',
      accessToken: 'tok',
      authType: ADAPTER,
    });
    expect(own.mock.calls.map(([code]) => code)).toEqual([null]);
  });

  it('plain: a step’s answer where no chain was asked is malformed, naming the call', async () => {
    const { calls } = callsOf(STEP);
    expect(await malformedBy(grant({ kind: 'plain' }, calls))).toMatchObject({
      kind: 'malformed',
      endpoint: PATH,
    });
  });

  it('a chain’s step: sends its code and hands the step over; the first step’s names its adapter', async () => {
    const { calls, own } = callsOf(STEP);
    expect(await grant({ kind: 'chainStep', code: 'c1', first: true }, calls)).toEqual({
      kind: 'chainStep',
      handover: { code: 'c1', step: STEP, first: true, enterpriseAuthId: ADAPTER },
    });
    expect(await grant({ kind: 'chainStep', code: 'c9', first: false }, calls)).toEqual({
      kind: 'chainStep',
      handover: { code: 'c9', step: STEP },
    });
    expect(own.mock.calls.map(([code]) => code)).toEqual(['c1', 'c9']);
  });

  it('a chain’s step: a token that went round the chain is malformed', async () => {
    const { calls } = callsOf(TOKEN);
    expect(await malformedBy(grant({ kind: 'chainStep', code: 'c1', first: false }, calls))).toMatchObject({
      kind: 'malformed',
    });
  });

  it('instance-wide: its ticket chooses a tenant; its token names the tenant it was issued in', async () => {
    const ticket = callsOf(TOKEN, { instanceWide: async () => ({ ticket: 't1' }) });
    expect(await grant({ kind: 'instanceWide' }, ticket.calls)).toEqual({
      kind: 'tenantChoice',
      ticket: 't1',
    });
    const token = callsOf(TOKEN, {
      instanceWide: async () => ({ access_token: 'tok', enterprise_id: 'branch' }),
    });
    expect(await grant({ kind: 'instanceWide' }, token.calls)).toEqual({
      kind: 'token',
      accessToken: 'tok',
      authType: ADAPTER,
      enterpriseId: 'branch',
    });
    expect(ticket.own).not.toHaveBeenCalled();
  });

  it('instance-wide: a login type without such a grant signs in with its own', async () => {
    const { calls, own } = callsOf(TOKEN);
    expect(await grant({ kind: 'instanceWide' }, calls)).toMatchObject({ kind: 'token', accessToken: 'tok' });
    expect(own).toHaveBeenCalledOnce();
  });

  it('a binding: signs in through the binding’s call with the binding it was given', async () => {
    const bind = vi.fn(async () => TOKEN);
    const { calls, own } = callsOf(TOKEN, { bind });
    const binding = { kind: 'wechat', uuid: 'u1' } as const;
    expect(await grant({ kind: 'bind', binding }, calls)).toMatchObject({
      kind: 'token',
      accessToken: 'tok',
    });
    expect(bind.mock.calls).toEqual([[binding, signal]]);
    expect(own).not.toHaveBeenCalled();
  });

  it('refuses a route its login type cannot take: a binding without a binding call, a chain not started', async () => {
    const { calls, own } = callsOf(TOKEN);
    await expect(grant({ kind: 'bind', binding: { kind: 'wechat', uuid: 'u1' } }, calls)).rejects.toThrow(
      'makes no binding',
    );
    await expect(grant({ kind: 'chainStart' }, calls)).rejects.toThrow('before its chain started');
    expect(own).not.toHaveBeenCalled();
  });
});

describe('prepareGrantWith: a route made ready', () => {
  const preparation = (route: GrantRoute) => ({ route, enterpriseAuthId: ADAPTER, enterpriseId: 'demo' });
  const started = {
    code: 'c1',
    nextAuth: { type: 'login', authType: ADAPTER, step: 1, steps: 2 },
    expiresIn: 600,
  };

  it('starts a first step’s chain, in the login’s tenant, and answers the step that sends its code', async () => {
    const startChain = vi.fn(async () => started as never);
    expect(await prepareGrantWith(startChain)(preparation({ kind: 'chainStart' }), signal)).toEqual({
      kind: 'chainStep',
      code: 'c1',
      first: true,
    });
    expect(startChain.mock.calls).toEqual([[{ enterpriseAuthId: ADAPTER, _enterprise_id: 'demo' }, signal]]);
  });

  it('leaves any other route as it is, and starts nothing', async () => {
    const startChain = vi.fn();
    const route: GrantRoute = { kind: 'chainStep', code: 'c9', first: false };
    expect(await prepareGrantWith(startChain)(preparation(route), signal)).toBe(route);
    expect(startChain).not.toHaveBeenCalled();
  });

  it('refuses a chain’s start where the login was given no starter', async () => {
    await expect(prepareGrantWith(undefined)(preparation({ kind: 'chainStart' }), signal)).rejects.toThrow(
      'starts no chain',
    );
  });
});
