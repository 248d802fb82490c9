import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { ConnectorError } from '../../features/third-party-login/connector';
import {
  ddtalkConnector,
  demoDdtalkSettings,
} from '../../features/third-party-login/connectors/ddtalk.connector';
import { DEMO_CLIENTS, dingTalkBridgeReturnUrl } from '../demo-identities';
import type { OidcVariant } from './oidc-variants';

// DingTalk's login keeps no app token (the user token is the code's); the connector asks for none.
const NO_APP_TOKENS = {
  get: async (_key: string, fetch: () => Promise<{ token: string }>) => (await fetch()).token,
  forget: async () => {},
};

const redirect = (response: ServerResponse, location: string) =>
  response.writeHead(303, { location, 'cache-control': 'no-store' }).end();

/**
 * The DingTalk→OIDC bridge's sign-in (a DingTalk OIDC plugin's provider): no form of its own. `GET
 * {issuer}/interaction/{uid}` sends the person to DingTalk's authorisation (the simulator of this process, as
 * the DingTalk connector asks it: OAuth 2.0, API v1.0, the bridge's own DingTalk app) with the interaction's uid
 * as `state`; DingTalk returns to the one registered URL, `…/interaction/dingtalk-return`, which hands the answer
 * to `…/interaction/{uid}/dingtalk` (below the interaction cookie's path, so only the browser that started the
 * interaction finishes it). There the code buys DingTalk's user info through the connector, and the unionId
 * becomes the account, whose ID token the login server then gets. A refusal at DingTalk, or a code it refuses,
 * ends the interaction with `access_denied`, which goes back to the login server's receiver.
 */
export async function handleDingTalkBridge(
  provider: Provider,
  variant: OidcVariant,
  _issuerName: string,
  request: IncomingMessage,
  response: ServerResponse,
  rest: string,
) {
  const origin = new URL(provider.issuer).origin;
  const url = new URL(request.url ?? '/', origin);
  const source = {
    ...DEMO_CLIENTS.ddtalk,
    settings: demoDdtalkSettings(origin),
  };
  if (rest === '/interaction/dingtalk-return') {
    const uid = url.searchParams.get('state') ?? '';
    if (!/^[\w-]+$/.test(uid)) return response.writeHead(400).end('invalid state');
    return redirect(response, `${variant.path}/interaction/${uid}/dingtalk${url.search}`);
  }
  const match = /^\/interaction\/([\w-]+)(\/dingtalk)?$/.exec(rest);
  if (!match || request.method !== 'GET') return response.writeHead(404).end('not found');
  const details = await provider.interactionDetails(request, response);
  if (details.prompt.name !== 'login')
    return provider.interactionFinished(request, response, {}, { mergeWithLastSubmission: true });
  const redirectUri = dingTalkBridgeReturnUrl(origin);
  if (!match[2]) {
    const authorization = { state: details.uid, redirectUri, codeChallenge: null, nonce: null };
    const signal = AbortSignal.timeout(10_000);
    const location = await ddtalkConnector.authorizeUrl(
      source,
      { ...authorization, inApp: false, embedded: false },
      signal,
    );
    return redirect(response, location);
  }
  const code = url.searchParams.get('authCode');
  const refused = { error: 'access_denied', error_description: 'DingTalk sign-in refused' };
  if (!code || url.searchParams.get('state') !== details.uid)
    return provider.interactionFinished(request, response, refused, { mergeWithLastSubmission: false });
  try {
    const exchange = {
      code,
      state: details.uid,
      redirectUri,
      codeVerifier: null,
      nonce: null,
      iss: null,
      inApp: false,
    };
    const signal = AbortSignal.timeout(10_000);
    const identity = await ddtalkConnector.exchange(source, exchange, signal, NO_APP_TOKENS);
    const login = { login: { accountId: identity.subject } };
    return await provider.interactionFinished(request, response, login, { mergeWithLastSubmission: false });
  } catch (error) {
    if (!(error instanceof ConnectorError)) throw error;
    console.error(`DingTalk bridge: ${error.message}`);
    return provider.interactionFinished(request, response, refused, { mergeWithLastSubmission: false });
  }
}
