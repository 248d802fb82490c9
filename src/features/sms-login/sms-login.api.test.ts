import { describe, expect, it } from 'vitest';
import { createApi } from '../../api/request';
import { json, recordingHttp } from '../../api/testing/recording-http';
import { smsLoginApi } from './sms-login.api';

const login = (data: unknown) => {
  const { http, sent } = recordingHttp(() => json({ success: true, code: '200', data }));
  return { calls: smsLoginApi(createApi(http, 'v1.2')), sent };
};
const form = {
  clientId: 'client-1',
  code: '123456',
  enterpriseAuthId: 'system_mobilephonetoken_adapter',
  phoneNumber: '13800138030',
  phoneRegion: '86',
  key: null,
  _enterprise_id: 'demo',
};
const STEP = { auth: true, done: false, userInfo: null, nextAuth: null };
const signal = new AbortController().signal;

describe('smsLoginApi.login', () => {
  it('reads a token for a login without a chain’s code, and posts the form as it is', async () => {
    const { calls, sent } = login({ access_token: 'tok' });
    await expect(calls.login({ ...form, authCode: null }, signal)).resolves.toEqual({ access_token: 'tok' });
    expect(sent).toEqual([
      {
        method: 'POST',
        url: 'http://test/api/public/bff/v1.2/authenticate/system_mobilephonetoken_adapter/login_',
        authorization: null,
        body: { ...form, authCode: null },
      },
    ]);
  });

  // Which kind of answer a route takes is the grant's (src/shared/grant-route.test.ts): the call reads either.
  it('reads a chain’s step as it came, for a login that carries the chain’s code', async () => {
    const { calls, sent } = login(STEP);
    await expect(calls.login({ ...form, authCode: 'chain-1' }, signal)).resolves.toEqual(STEP);
    expect(sent[0]?.body).toMatchObject({ authCode: 'chain-1' });
  });
});
