import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ThirdPartyStartResponse } from '../../../schemas/third-party-login.schema';
import { callbackReceiverPath } from '../../../schemas/third-party-sources';
import { useTestServer } from '../../test/use-test-server';

// PUBLIC_ORIGIN (M2): the redirect_uri a provider is given comes from the configured origin, whatever Host the
// caller wrote; DingTalk's authorisation URL is built without a call to the provider.
const PUBLIC_ORIGIN = 'https://login.example.com';
const server = useTestServer({ publicOrigin: PUBLIC_ORIGIN });

/** GET `url` with a Host header of the caller's choosing (fetch would send the URL's own): the JSON body. */
function getWithHost(url: string, host: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { Host: host } }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve(JSON.parse(text)));
    })
      .on('error', reject)
      .end();
  });
}

describe('the public origin', () => {
  it("gives the provider's redirect_uri, not a Host header an attacker wrote", async () => {
    const query = new URLSearchParams({ clientId: 'demo-login-client', _enterprise_id: 'demo' });
    const body = await getWithHost(
      `${server.url}/api/public/bff/v1.2/authenticate/ddtalk/login_?${query}`,
      'evil.example',
    );
    const authorizeUrl = new URL(ThirdPartyStartResponse.parse(body).data.authorizeUrl);
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(
      `${PUBLIC_ORIGIN}${callbackReceiverPath('ddtalk')}`,
    );
  });
});
