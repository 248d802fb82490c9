import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './http-client';

describe('createHttpClient', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Sends one POST through a client on `baseUrl` and returns the requests the network saw. */
  const send = async (baseUrl: string, path: string, status = 200) => {
    const sent: { url: string; body: string; credentials: RequestCredentials }[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      sent.push({ url: request.url, body: await request.text(), credentials: request.credentials });
      return new Response('{}', { status, headers: { 'content-type': 'application/json' } });
    });
    const response = await createHttpClient({ baseUrl }).post(path, { json: { a: 1 } });
    return { sent, response };
  };

  it('sends calls under /api on the configured base address, with cookies', async () => {
    const { sent } = await send('https://idp.example/', 'public/bff/v1.2/sm2_key');
    expect(sent).toEqual([
      { url: 'https://idp.example/api/public/bff/v1.2/sm2_key', body: '{"a":1}', credentials: 'include' },
    ]);
  });

  it('leaves the path as given: the API version is already in it', async () => {
    const { sent } = await send('https://idp.example', 'bff/v2.0/commons/logout');
    expect(sent.map((s) => s.url)).toEqual(['https://idp.example/api/bff/v2.0/commons/logout']);
  });

  it("uses the page's origin when no base address is configured", async () => {
    vi.stubGlobal('window', { location: { origin: 'https://page.example' } });
    const { sent } = await send('', 'public/bff/v1.2/idp4_info');
    expect(sent.map((s) => s.url)).toEqual(['https://page.example/api/public/bff/v1.2/idp4_info']);
  });

  it('neither throws on an HTTP error nor retries it: request() reads every status', async () => {
    const { sent, response } = await send('https://idp.example/', 'public/bff/v1.2/sm2_key', 503);
    expect(response.status).toBe(503);
    expect(sent).toHaveLength(1);
  });

  it('tells of every answer the server sent, an error status too, and of none the network lost', async () => {
    const answered = vi.fn();
    const client = createHttpClient({ baseUrl: 'https://idp.example' }, { answered });
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 }));
    await client.get('public/bff/v1.2/idp4_info');
    expect(answered).toHaveBeenCalledOnce();
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.get('public/bff/v1.2/idp4_info')).rejects.toThrow('Failed to fetch');
    expect(answered).toHaveBeenCalledOnce();
  });
});
