import type * as z from 'zod/mini';
import type { ThirdPartyKind } from '../../../schemas/third-party-sources';

/**
 * A connector: one provider kind's side of the OAuth client, written against that provider's published API
 * (OpenID Connect through openid-client; DingTalk, WeChat, WeCom and Alipay by their own documents). The
 * third-party service (third-party-login.service.ts) keeps state, PKCE verifier and nonce, spends the state and
 * links accounts; a connector only builds the authorisation URL and turns a code into who signed in.
 */
export interface Connector<S> {
  kind: ThirdPartyKind;
  /** The source's settings (JSON stored with it): base URLs, issuer, corp and agent ids, keys. */
  settings: z.ZodMiniType<S>;
  /** Whether the provider takes PKCE (S256) and an OpenID `nonce`; the service makes them only then. */
  usesPkce: boolean;
  usesNonce: boolean;
  /**
   * The origin of the page an embedded login frames (EMBEDDED_KINDS only): the login page's policy lets it,
   * and only it, be framed.
   */
  frameOrigin?: (settings: S) => string;
  authorizeUrl(
    source: SourceCredentials<S>,
    request: AuthorizationRequest,
    signal: AbortSignal,
  ): Promise<string>;
  /**
   * Who signed in, from the code; a refusal is a `ConnectorError`. `appTokens` keeps the app's own token at the
   * provider between sign-ins, for a provider that has one (WeCom's corp token).
   */
  exchange(
    source: SourceCredentials<S>,
    exchange: CodeExchange,
    signal: AbortSignal,
    appTokens: AppTokens,
  ): Promise<ExternalIdentity>;
}

/**
 * An app's own token at a provider (WeCom's corp `access_token`), which the provider asks its clients to keep
 * for its lifetime rather than fetch for every call.
 */
export type AppTokens = {
  /** The token kept under `key` while it is valid, else the one `fetch` gets, then kept for its lifetime. */
  get(key: string, fetch: () => Promise<AppToken>): Promise<string>;
  /** Forgets `token` under `key`: the provider said it is no longer valid (revoked, or expired early). */
  forget(key: string, token: string): Promise<void>;
};
export type AppToken = { token: string; expiresInSeconds: number };

export type SourceCredentials<S> = {
  clientId: string;
  clientSecret: string;
  settings: S;
  /**
   * The app the provider's in-app authorisation belongs to, when it is not the source's own (WeChat's official
   * account beside its website app); absent or null, none is configured.
   */
  inAppClient?: AppClient | null;
};

/** An app's registration at a provider. */
export type AppClient = { clientId: string; clientSecret: string };

export type AuthorizationRequest = {
  state: string;
  /** The receiver's absolute URL on the login server (schemas callbackReceiverPath, inAppReceiverPath). */
  redirectUri: string;
  codeChallenge: string | null;
  nonce: string | null;
  /**
   * The page runs inside the provider's own app, where its web QR page cannot work (nobody scans the screen
   * they hold): the provider's in-app authorisation instead. Only IN_APP_KINDS' connectors read it; the start
   * service never sets it for another kind.
   */
  inApp: boolean;
  /**
   * The page frames the provider's QR page in its login card, as the provider's web SDK does: the URL of that
   * framed page. Only EMBEDDED_KINDS' connectors read it; the start service never sets it for another kind.
   */
  embedded: boolean;
};

export type CodeExchange = {
  code: string;
  state: string;
  redirectUri: string;
  codeVerifier: string | null;
  nonce: string | null;
  /** The `iss` of the authorisation response (RFC 9207), when the provider sent one. */
  iss: string | null;
  /** The code came from the provider's in-app authorisation (AuthorizationRequest's `inApp`). */
  inApp: boolean;
};

/** Who signed in at the provider: `subject` is the provider's own stable user id (demoSubject for the demo). */
export type ExternalIdentity = {
  /**
   * Who vouches for the subject, which is unique only there: the OpenID issuer, else the app or corp the
   * provider knows the source by (its client id: DingTalk's app key, WeChat's appid, WeCom's corp id, Alipay's
   * app_id). A link holds only under the issuer it was made under.
   */
  issuer: string;
  subject: string;
  displayName: string;
  /** What a provisioned local account is named after, when the provider says. */
  preferredUsername: string | null;
  email: string | null;
  phone: string | null;
  /**
   * Whether the provider vouches that the address and number are the person's (OIDC `email_verified`,
   * `phone_number_verified`; for the others, what their documents say the value is): only then is a value
   * copied onto an account a first login makes.
   */
  emailVerified: boolean;
  phoneVerified: boolean;
};

export type ConnectorFailure =
  | 'codeRejected'
  | 'tokenInvalid'
  | 'otherOrganisation'
  | 'issuerMismatch'
  | 'providerMisconfigured'
  | 'providerBusy'
  | 'providerUnavailable';

/** A provider's refusal or failure, by what the user and the administrator can do about it. */
export class ConnectorError extends Error {
  constructor(
    readonly reason: ConnectorFailure,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'ConnectorError';
  }
}
