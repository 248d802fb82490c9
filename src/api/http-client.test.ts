import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './http-client';

const answer = () => new Response('{}', { headers: { 'content-type': 'application/json' } });

describe('createHttpClient', () => {
  afterEach(() => vi.unstubAllGlobals());

  const urlOf = async (apiVersion: string, path: string) => {
    const sent: { url: string; body: string; credentials: RequestCredentials }[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      sent.push({ url: request.url, body: await request.text(), credentials: request.credentials });
      return answer();
    });
    await createHttpClient({ baseUrl: 'https://idp.example/', apiVersion }).post(path, { json: { a: 1 } });
    return sent[0]!;
  };

  it('sends calls under /api on the configured base address, with cookies', async () => {
    await expect(urlOf('v1.2', 'public/bff/v1.2/sm2_key')).resolves.toEqual({
      url: 'https://idp.example/api/public/bff/v1.2/sm2_key',
      body: '{"a":1}',
      credentials: 'include',
    });
  });

  it("uses the deployment's API version in place of the contract's", async () => {
    const sent = await urlOf('v2.0', 'bff/v1.2/commons/logout');
    expect(sent.url).toBe('https://idp.example/api/bff/v2.0/commons/logout');
    expect(sent.body).toBe('{"a":1}');
  });
});
