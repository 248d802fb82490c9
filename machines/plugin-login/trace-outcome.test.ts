import { describe, expect, it } from 'vitest';
import { COMPOSITE_REFUSALS } from '../../schemas/composite-step.schema';
import { PLUGIN_REFUSALS } from '../../schemas/plugin-login.schema';
import { traceOutcome } from './trace-outcome';

const NEXT = { type: 'login' as const, authType: 'system_password_adapter', step: 2, steps: 2 };
const USER = { username: 'demo', displayName: 'Demo' };

describe('traceOutcome (SPEC 4, in its order)', () => {
  it('signs in with a token and the portal bound, or a service provider’s return', () => {
    expect(traceOutcome({ accessToken: 't', portalBound: true })).toEqual({
      kind: 'token',
      accessToken: 't',
    });
    expect(traceOutcome({ accessToken: 't', redirectUri: 'https://sp.example/' })).toEqual({
      kind: 'token',
      accessToken: 't',
    });
  });
  it('asks for the fields before a binding, and binds a token without the portal', () => {
    expect(traceOutcome({ needComplementField: true, needBind: true })).toEqual({ kind: 'complement' });
    expect(traceOutcome({ needBind: true, message: 'x' })).toEqual({ kind: 'bind' });
    expect(traceOutcome({ accessToken: 't' })).toEqual({ kind: 'bind' });
    expect(traceOutcome({})).toEqual({ kind: 'bind' });
  });
  it('refuses with a message alone: the server’s code, else what its flag says', () => {
    expect(traceOutcome({ autoCreateFalid: true, message: PLUGIN_REFUSALS.emailExists })).toEqual({
      kind: 'refused',
      refusal: PLUGIN_REFUSALS.emailExists,
      invalidTrace: false,
    });
    expect(traceOutcome({ autoCreateFalid: true, message: '邮箱已存在' })).toMatchObject({
      refusal: 'autoCreateFailed',
    });
    expect(traceOutcome({ autoBindFalid: true, message: 'no user' })).toMatchObject({
      refusal: 'autoBindFailed',
    });
    expect(traceOutcome({ validTraceIdError: true, message: 'gone' })).toEqual({
      kind: 'refused',
      refusal: PLUGIN_REFUSALS.traceNotFound,
      invalidTrace: true,
    });
    expect(traceOutcome({ auth: false, message: 'whatever' })).toMatchObject({ refusal: 'pluginFailed' });
  });
  it('continues the chain with a check that carries `done`, after the fields and the binding, before a message', () => {
    const passed = { auth: true, done: false, nextAuth: NEXT, userInfo: USER };
    expect(traceOutcome(passed)).toEqual({
      kind: 'composite',
      step: { auth: true, done: false, nextAuth: NEXT, userInfo: USER, message: undefined },
    });
    // A refusal of the chain's is its step's answer, not the error card.
    expect(traceOutcome({ auth: false, done: false, message: COMPOSITE_REFUSALS.notLinked })).toEqual({
      kind: 'composite',
      step: { auth: false, done: false, message: COMPOSITE_REFUSALS.notLinked },
    });
    expect(traceOutcome({ done: true })).toMatchObject({ step: { auth: false, done: true } });
    // SPEC 4's order: the fields and the binding come first; a token with the portal bound before all.
    expect(traceOutcome({ ...passed, needComplementField: true })).toEqual({ kind: 'complement' });
    expect(traceOutcome({ ...passed, needBind: true })).toEqual({ kind: 'bind' });
    expect(traceOutcome({ ...passed, accessToken: 't', portalBound: true })).toMatchObject({ kind: 'token' });
    // Without `done`, a message alone is the error card, as ever.
    expect(traceOutcome({ auth: false, message: COMPOSITE_REFUSALS.notLinked })).toMatchObject({
      kind: 'refused',
      refusal: 'pluginFailed',
    });
  });
});
