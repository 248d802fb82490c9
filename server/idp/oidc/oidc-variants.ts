import type { ThirdPartyKind } from '../../../schemas/third-party-sources';
import {
  DEMO_AAD_TENANT_ID,
  DEMO_CLIENTS,
  DEMO_DINGTALK_OIDC_CLIENT,
  DEMO_DINGTALK_OIDC_PATH,
  DEMO_PEOPLE,
  demoSubject,
  type DemoPerson,
} from '../demo-identities';

/**
 * The demo OpenID provider's four issuers, each below the process origin: Entra-style (the v2.0 endpoint of a
 * directory, whose ID token carries `tid`, `oid` and `preferred_username` and whose `sub` is pairwise, as
 * Entra's is), plain OIDC (discovered), the second OIDC variant (configured by its endpoints, identity read
 * from userinfo), and a DingTalk→OIDC bridge (a DingTalk OIDC plugin's provider, configured as the second
 * variant is) that signs people in at DingTalk instead of a form of its own.
 */
export type OidcVariant = {
  /** The login server's source kind this issuer serves: its receiver is the client's redirect URI. */
  kind: Extract<ThirdPartyKind, 'aad' | 'oidc_code' | 'oidc_code_adapter'>;
  /** The issuer's own name (its cookies'). */
  id: string;
  path: `/${string}`;
  /** The demo tenant's registration at this issuer. */
  client: { clientId: string; clientSecret: string };
  /** Who signs people in: the issuer's own form, or DingTalk (the bridge; its account ids are unionIds). */
  signIn: 'form' | 'dingtalk';
  /** Claims go into the ID token too (Entra does so), not only to userinfo (OIDC Core's rule for `code`). */
  claimsInIdToken: boolean;
  /** `sub` is a pairwise id per client (Entra's), so a client must take `oid` as the user's id. */
  pairwiseSubject: boolean;
  /** The scopes the issuer knows (Entra's v2.0 endpoint has no `phone`). */
  scopes: string[];
  /** The claims a scope opens beyond OIDC's standard ones. */
  extraOpenIdClaims: string[];
  claims: (person: DemoPerson, accountId: string) => Record<string, string | boolean>;
};

// The provider confirmed each person's mail, not their phone: a first login copies the one and not the other.
const profile = (person: DemoPerson) => ({
  name: person.name,
  preferred_username: person.email,
  email: person.email,
  email_verified: true,
  phone_number: person.phone,
  phone_number_verified: false,
});

export const OIDC_VARIANTS: readonly OidcVariant[] = [
  {
    kind: 'aad',
    id: 'aad',
    client: DEMO_CLIENTS.aad,
    signIn: 'form',
    path: `/aad/${DEMO_AAD_TENANT_ID}/v2.0`,
    claimsInIdToken: true,
    pairwiseSubject: true,
    scopes: ['openid', 'profile', 'email'],
    extraOpenIdClaims: ['tid', 'oid', 'xms_edov'],
    // Entra's claims: no `email_verified` and no phone; the optional claim `xms_edov` says the mail's domain
    // is the directory's own (its owner verified), which is what vouches for the address there.
    claims: (person, accountId) => ({
      name: person.name,
      preferred_username: person.email,
      email: person.email,
      xms_edov: true,
      tid: DEMO_AAD_TENANT_ID,
      oid: accountId,
    }),
  },
  {
    kind: 'oidc_code',
    id: 'oidc_code',
    client: DEMO_CLIENTS.oidc_code,
    signIn: 'form',
    path: '/oidc',
    claimsInIdToken: true,
    pairwiseSubject: false,
    scopes: ['openid', 'profile', 'email', 'phone'],
    extraOpenIdClaims: [],
    claims: (person) => ({ ...profile(person), preferred_username: person.key }),
  },
  {
    kind: 'oidc_code_adapter',
    id: 'oidc_code_adapter',
    client: DEMO_CLIENTS.oidc_code_adapter,
    signIn: 'form',
    path: '/oidc-manual',
    claimsInIdToken: false,
    pairwiseSubject: false,
    scopes: ['openid', 'profile', 'email', 'phone'],
    extraOpenIdClaims: [],
    claims: (person) => ({ ...profile(person), preferred_username: person.key }),
  },
  {
    kind: 'oidc_code_adapter',
    id: 'dingtalk_oidc',
    client: DEMO_DINGTALK_OIDC_CLIENT,
    signIn: 'dingtalk',
    path: DEMO_DINGTALK_OIDC_PATH,
    scopes: ['openid', 'profile', 'email', 'phone'],
    claimsInIdToken: false,
    pairwiseSubject: false,
    extraOpenIdClaims: [],
    // What DingTalk's users/me tells the bridge: the nick, the mail the person typed in, the sign-in mobile.
    claims: (person) => ({
      name: person.name,
      email: person.email,
      email_verified: false,
      phone_number: person.phone,
      phone_number_verified: true,
    }),
  },
];

/**
 * The account id of a demo person at an issuer: the subject every connector reports (AAD: `oid`); the bridge
 * passes DingTalk's unionId on.
 */
export const accountIdOf = (variant: OidcVariant, person: DemoPerson) =>
  demoSubject(variant.signIn === 'dingtalk' ? 'ddtalk' : variant.kind, person.key);

export const personOfAccount = (variant: OidcVariant, accountId: string): DemoPerson | null =>
  DEMO_PEOPLE.find((person) => accountIdOf(variant, person) === accountId) ?? null;
