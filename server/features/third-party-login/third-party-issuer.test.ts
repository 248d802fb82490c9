import { describe, expect, it } from 'vitest';
import { DEMO_PEOPLE } from '../../idp/demo-identities';
import { demoUsers } from '../../seed/demo-users';
import { useDemoIdp } from '../../test/demo-idp';
import { testBrowser } from '../../test/test-browser';
import { callbackData, loginBinding, thirdPartyLogin } from '../../test/third-party-client';
import { setSourceSettings, tokenUsername } from '../../test/third-party.repo';
import { useTestServer } from '../../test/use-test-server';

// M3: a link holds under the issuer it was made under. A second demo identity process is another issuer that
// gives the same people the same ids: an administrator pointing the source there must not let its accounts
// in as the local accounts the first issuer's people linked.
const server = useTestServer();
const first = useDemoIdp(server);
const second = useDemoIdp(server, { pointSources: false });

const linked = DEMO_PEOPLE.find((person) => person.linkedTo)?.key ?? '';
const TPBIND = {
  username: 'tpbind',
  password: demoUsers.find((u) => u.username === 'tpbind')?.password ?? '',
};

/** zhangwei's login through oidc_code, at whichever issuer the source names now: the callback's data. */
const login = async (browser = testBrowser()) =>
  callbackData(await thirdPartyLogin(server.url, 'oidc_code', linked, browser));

const signedInAs = async () => {
  const data = await login();
  return 'accessToken' in data ? tokenUsername(server.db, data.accessToken) : 'needs a binding';
};

describe('a link made under one issuer', () => {
  it('does not sign in under the issuer the source is pointed at next, nor block a binding there', async () => {
    expect(await signedInAs()).toBe('demo');
    await setSourceSettings(server.db, 'oidc_code', { issuer: `${second.url}/oidc` });
    try {
      const browser = testBrowser();
      const data = await login(browser);
      if (!('uuid' in data)) throw new Error('expected a pending binding');
      const bound = await loginBinding(server.url, 'oidc_code', data.uuid, TPBIND, browser);
      expect(bound.body).toHaveProperty('access_token');
      expect(await signedInAs()).toBe('tpbind');
    } finally {
      await setSourceSettings(server.db, 'oidc_code', { issuer: `${first.url}/oidc` });
    }
    // Pointed back, the first issuer's link holds again.
    expect(await signedInAs()).toBe('demo');
  });
});
