import { describe, expect, it } from 'vitest';
import { createApi } from '../../api/request';
import { json, recordingHttp } from '../../api/testing/recording-http';
import { logoutApi } from './logout.api';

/** The logout calls against a server that answers `body`, and what it received. */
const server = (body: unknown) => {
  const { http, sent } = recordingHttp(() => json(body));
  return { api: logoutApi(createApi(http, 'v1.2')), sent };
};
const signal = new AbortController().signal;
const logoutCall = (body: unknown) => ({
  method: 'POST',
  url: 'http://test/api/bff/v1.2/commons/logout',
  authorization: 'Bearer tok',
  body,
});

describe('logoutApi', () => {
  it("posts an empty body with the session's token without oldAccessToken, and reads the flat response", async () => {
    const { api, sent } = server({
      success: true,
      code: 200,
      data: { logout: true, spLogoutUrls: [], logoutUrl: null },
    });
    await expect(api.logout('tok', null, signal)).resolves.toEqual({
      logout: true,
      spLogoutUrls: [],
      logoutUrl: null,
    });
    expect(sent).toEqual([logoutCall({})]);
  });

  it('sends oldAccessToken and reads the response nested under data.data', async () => {
    const { api, sent } = server({
      success: true,
      code: '200',
      data: { data: { logout: true, logoutUrl: 'https://idp.example/bye' } },
    });
    await expect(api.logout('tok', 'old', signal)).resolves.toEqual({
      logout: true,
      spLogoutUrls: [],
      logoutUrl: 'https://idp.example/bye',
    });
    expect(sent).toEqual([logoutCall({ oldAccessToken: 'old' })]);
  });
});
