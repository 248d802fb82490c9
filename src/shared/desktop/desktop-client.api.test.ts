import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_CLIENT_ORIGIN } from '../../../schemas/desktop-client.schema';
import { sendWindowAction } from './desktop-client.api';

const REQUEST = { action: 'minimize', applicationKey: 'k_plugin_sdp_user' } as const;

describe('sendWindowAction', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("POSTs the action as JSON to the configured path of the client's loopback origin", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    await sendWindowAction('/sdp/window', REQUEST, new AbortController().signal);
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.href).toBe(`${DESKTOP_CLIENT_ORIGIN}/sdp/window`);
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', body: JSON.stringify(REQUEST) });
  });

  it('keeps to the loopback origin whatever the path says', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    for (const path of ['@evil.example/x', '.evil.example/x']) {
      await expect(sendWindowAction(path, REQUEST, new AbortController().signal)).rejects.toMatchObject({
        failure: 'refused',
      });
    }
    expect(fetch).not.toHaveBeenCalled();
    // A doubled slash is a path on the client still.
    await sendWindowAction('//evil.example/x', REQUEST, new AbortController().signal);
    expect((fetch.mock.calls[0] as unknown as [URL])[0].origin).toBe(DESKTOP_CLIENT_ORIGIN);
  });

  it('says the client is absent without a connection, refused on an error status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(sendWindowAction('/w', REQUEST, new AbortController().signal)).rejects.toMatchObject({
      failure: 'absent',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('no', { status: 500 })),
    );
    await expect(sendWindowAction('/w', REQUEST, new AbortController().signal)).rejects.toMatchObject({
      failure: 'refused',
    });
  });
});
