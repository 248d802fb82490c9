import { describe, expect, it } from 'vitest';
import { THIRD_PARTY_REFUSALS } from '../../../schemas/third-party-login.schema';
import { DEMO_PEOPLE } from '../../idp/demo-identities';
import { testBrowser } from '../../test/test-browser';
import { useDemoIdp } from '../../test/demo-idp';
import { linkedUsername, tokenUsername } from '../../test/third-party.repo';
import { setAccountStatus } from '../../test/inspect.repo';
import { insertLoginFailure } from '../../test/legacy-accounts.repo';
import { callbackData, refusal, thirdPartyLogin } from '../../test/third-party-client';
import { useTestServer } from '../../test/use-test-server';
import { setSourceProvision } from './third-party-source.repo';
import { demoSubject } from '../../idp/demo-identities';

// Third-party sign-in against the real demo OpenID provider (a process of its own, oidc-provider), through the
// receiver, to a token: the linked person, a provisioned newcomer, a linked account that may not sign in.
const server = useTestServer();
useDemoIdp(server);

const linked = DEMO_PEOPLE.find((person) => person.linkedTo)?.key ?? '';

describe('third-party sign-in to a token', () => {
  it.each(['aad', 'oidc_code', 'oidc_code_adapter'] as const)(
    '%s: the linked person signs in as the local account the seed links',
    async (kind) => {
      const browser = testBrowser();
      const data = callbackData(await thirdPartyLogin(server.url, kind, linked, browser));
      if (!('accessToken' in data)) throw new Error('expected a token');
      expect(await tokenUsername(server.db, data.accessToken)).toBe('demo');
    },
  );

  it('a source that provisions makes and links a local account on the first login, then finds it again', async () => {
    await setSourceProvision(server.db, 'demo', 'aad', true);
    try {
      const first = callbackData(await thirdPartyLogin(server.url, 'aad', 'newcomer4', testBrowser()));
      if (!('accessToken' in first)) throw new Error('expected a token');
      expect(await tokenUsername(server.db, first.accessToken)).toBe('newcomer4');
      expect(await linkedUsername(server.db, 'aad', demoSubject('aad', 'newcomer4'))).toBe('newcomer4');
      const again = callbackData(await thirdPartyLogin(server.url, 'aad', 'newcomer4', testBrowser()));
      if (!('accessToken' in again)) throw new Error('expected a token');
      expect(await tokenUsername(server.db, again.accessToken)).toBe('newcomer4');
    } finally {
      await setSourceProvision(server.db, 'demo', 'aad', false);
    }
  });

  it('a linked account that may not sign in is refused as unavailable', async () => {
    await setAccountStatus(server.db, 'demo', 'disabled');
    try {
      const response = await thirdPartyLogin(server.url, 'oidc_code', linked, testBrowser());
      expect(response.status).toBe(200);
      expect(refusal(response)).toBe(THIRD_PARTY_REFUSALS.accountUnavailable);
    } finally {
      await setAccountStatus(server.db, 'demo', 'active');
    }
  });

  it("a linked account the password login's lock holds is refused as unavailable, and signs in once it ends", async () => {
    const lockedUntil = new Date(server.clock.now().getTime() + 60_000);
    await insertLoginFailure(server.db, 'demo', 'demo', 5, lockedUntil);
    const response = await thirdPartyLogin(server.url, 'oidc_code', linked, testBrowser());
    expect(refusal(response)).toBe(THIRD_PARTY_REFUSALS.accountUnavailable);
    server.clock.advance(61_000);
    const data = callbackData(await thirdPartyLogin(server.url, 'oidc_code', linked, testBrowser()));
    expect(data).toHaveProperty('accessToken');
  });
});
