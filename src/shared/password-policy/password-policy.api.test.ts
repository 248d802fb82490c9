import { describe, expect, it } from 'vitest';
import { createApi } from '../../api/request';
import { type SentRequest, json, recordingHttp } from '../../api/testing/recording-http';
import { passwordDigest, passwordPolicyApi } from './password-policy.api';

const api = (respond: (sent: SentRequest) => unknown) => {
  const { http, sent } = recordingHttp((call) => json(respond(call)));
  return { api: passwordPolicyApi(createApi(http, 'v1.2')), sent };
};
const ok = (data: unknown) => ({ success: true, code: '200', data });
const signal = new AbortController().signal;

describe('passwordPolicyApi', () => {
  it('reads both policies for the enterprise', async () => {
    const { api: calls, sent } = api((call) =>
      call.url.includes('policy/password')
        ? ok({ type: 'UPPER_LOWER', minLength: 8, maxLength: 64 })
        : ok({
            uppercase: true,
            lowercase: true,
            number: true,
            strike: false,
            underline: true,
            point: true,
            emailChar: false,
            minLength: 2,
          }),
    );
    const policies = await calls.policies('demo', signal);
    expect(policies.passwordPolicy).toEqual({ type: 'UPPER_LOWER', minLength: 8, maxLength: 64 });
    expect(policies.usernamePolicy).toMatchObject({ minLength: 2 });
    expect(sent.map((s) => `${s.method} ${s.url} ${s.authorization}`)).toEqual([
      'GET http://test/api/public/bff/v1.2/policy/password?enterpriseId=demo null',
      'GET http://test/api/public/bff/v1.2/policy/username?enterpriseId=demo null',
    ]);
  });

  // SHA-1("password") = 5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8, the example of the range API's own docs.
  it('sends only the first five hex digits of the SHA-1, and matches the rest here', async () => {
    expect(passwordDigest('password')).toBe('5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8');
    const { api: calls, sent } = api(() =>
      ok({
        prefix: '5BAA6',
        suffixes: [
          { suffix: '0000000000000000000000000000000000A', count: 1 },
          { suffix: '1E4C9B93F3F0682250B6CF8331B7EE68FD8', count: 9545824 },
        ],
      }),
    );
    await expect(calls.isBreached('password', signal)).resolves.toBe(true);
    await expect(calls.isBreached('Welcome@2026-unlisted', signal)).resolves.toBe(false);
    expect(sent[0]?.url).toBe('http://test/api/public/bff/v1.2/pwned_password?prefix=5BAA6');
    expect(sent.map((s) => s.url).join(' ')).not.toMatch(/password=|Welcome/);
  });

  it('takes a padding entry (count 0) for no breach', async () => {
    const { api: calls } = api(() =>
      ok({ prefix: '5BAA6', suffixes: [{ suffix: '1E4C9B93F3F0682250B6CF8331B7EE68FD8', count: 0 }] }),
    );
    await expect(calls.isBreached('password', signal)).resolves.toBe(false);
  });
});
