import { describe, expect, it } from 'vitest';
import { DEMO_CLIENTS, DEMO_PEOPLE, demoSubject } from '../../idp/demo-identities';
import { useDemoIdp } from '../../test/demo-idp';
import { testBrowser } from '../../test/test-browser';
import { callbackData, signInAtProvider, submitCallback } from '../../test/third-party-client';
import { linkedUsername, tokenUsername, userContacts } from '../../test/third-party.repo';
import { useTestServer } from '../../test/use-test-server';
import type { ExternalIdentity } from './connector';
import { demoLicensePublicKey } from '../../license/license-key';
import { OVER_QUOTA } from '../../license/license.service';
import { provisionLinkedUser } from './provision-user.service';
import { setSourceProvision } from './third-party-source.repo';

// First logins through a source that provisions: what the new account takes from the provider (the demo
// OpenID provider vouches for each person's mail, not their phone), and two first logins of one person at once.
const server = useTestServer();
useDemoIdp(server);

const person = (key: string) => DEMO_PEOPLE.find((candidate) => candidate.key === key);

/** submit_callback's token, by whom it was issued to. */
const signedInAs = async (response: Awaited<ReturnType<typeof submitCallback>>) => {
  const data = callbackData(response);
  if (!('accessToken' in data)) throw new Error('expected a token');
  return tokenUsername(server.db, data.accessToken);
};

describe('a first login that provisions an account', () => {
  it("copies the provider's verified mail, and not its unverified phone", async () => {
    await setSourceProvision(server.db, 'demo', 'oidc_code', true);
    try {
      const browser = testBrowser();
      const search = await signInAtProvider(server.url, 'oidc_code', 'newcomer1', browser);
      expect(await signedInAs(await submitCallback(server.url, 'oidc_code', search, browser))).toBe(
        'newcomer1',
      );
      expect(await userContacts(server.db, 'newcomer1')).toEqual({
        email: person('newcomer1')?.email,
        phone: null,
      });
    } finally {
      await setSourceProvision(server.db, 'demo', 'oidc_code', false);
    }
  });

  it("copies Entra ID's mail, vouched for by xms_edov as Entra sends no email_verified", async () => {
    await setSourceProvision(server.db, 'demo', 'aad', true);
    try {
      const browser = testBrowser();
      const search = await signInAtProvider(server.url, 'aad', 'newcomer3', browser);
      const username = await signedInAs(await submitCallback(server.url, 'aad', search, browser));
      expect(await userContacts(server.db, username ?? '')).toEqual({
        email: person('newcomer3')?.email,
        phone: null,
      });
    } finally {
      await setSourceProvision(server.db, 'demo', 'aad', false);
    }
  });

  it('signs both of two simultaneous first logins of one person in as one account', async () => {
    await setSourceProvision(server.db, 'demo', 'oidc_code_adapter', true);
    try {
      const browsers = [testBrowser(), testBrowser(), testBrowser()];
      const answers = await Promise.all(
        browsers.map((browser) => signInAtProvider(server.url, 'oidc_code_adapter', 'newcomer2', browser)),
      );
      const responses = await Promise.all(
        answers.map((search, n) =>
          submitCallback(server.url, 'oidc_code_adapter', search, browsers[n] ?? testBrowser()),
        ),
      );
      const names = await Promise.all(responses.map(signedInAs));
      expect(names).toEqual(['newcomer2', 'newcomer2', 'newcomer2']);
    } finally {
      await setSourceProvision(server.db, 'demo', 'oidc_code_adapter', false);
    }
  });

  it('makes one account when two provision the same subject at once, and answers both with it', async () => {
    const identity: ExternalIdentity = {
      issuer: DEMO_CLIENTS.ddtalk.clientId,
      subject: demoSubject('ddtalk', 'racer'),
      displayName: 'Racer',
      preferredUsername: 'racer',
      email: null,
      phone: null,
      emailVerified: false,
      phoneVerified: false,
    };
    const deps = { db: server.db, licenseKey: demoLicensePublicKey() };
    const provision = async () => {
      const user = await provisionLinkedUser(deps, 'demo', 'ddtalk', identity, new Date());
      if (user === OVER_QUOTA) throw new Error('the demo license has room for more users');
      return user;
    };
    const [first, second] = await Promise.all([provision(), provision()]);
    expect(first?.id).toBeDefined();
    expect(second?.id).toBe(first?.id);
    expect(await linkedUsername(server.db, 'ddtalk', identity.subject)).toBe('racer');
    expect(await userContacts(server.db, 'racer2')).toBeNull();
  });
});
