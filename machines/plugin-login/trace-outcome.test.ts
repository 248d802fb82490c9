import { describe, expect, it } from 'vitest';
import { PLUGIN_REFUSALS } from '../../schemas/plugin-login.schema';
import { traceOutcome } from './trace-outcome';

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
});
