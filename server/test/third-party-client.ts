import { FailedEnvelope } from '../../schemas/envelope.schema';
import { ThirdPartyCallbackResponse, ThirdPartyStartResponse } from '../../schemas/third-party-login.schema';
import { CallbackSearch, type ThirdPartyKind } from '../../schemas/third-party-sources';
import { getJson, sendJson, type JsonResponse } from './http';
import { restTokenBody, solvedCaptcha } from './login-client';
import { providerBrowser } from './provider-browser';
import type { TestBrowser } from './test-browser';

const BFF = '/api/public/bff/v1.2';
const CLIENT_ID = 'demo-login-client';

type StartOptions = {
  inApp?: boolean;
  embedded?: boolean;
  application?: { sp_code?: string; application_key?: string };
  /** A DingTalk OIDC plugin to sign in through (oidc_code_adapter only). */
  pluginId?: string;
};

/**
 * GET login_ in `browser` (its cookie kept), in the provider's own app when `inApp`, framed in the login card
 * when `embedded`, for a service provider's `application` (sp_code, application_key) when given: the answer.
 */
export async function startThirdPartyResponse(
  url: string,
  kind: ThirdPartyKind,
  browser: TestBrowser,
  { inApp = false, embedded = false, application = {}, pluginId }: StartOptions = {},
): Promise<JsonResponse> {
  const query = new URLSearchParams({ clientId: CLIENT_ID, _enterprise_id: 'demo', ...application });
  if (pluginId) query.set('pluginId', pluginId);
  if (inApp) query.set('inApp', 'true');
  if (embedded) query.set('embedded', 'true');
  return browser.keep(
    await getJson(`${url}${BFF}/authenticate/${kind}/login_?${query}`, undefined, browser.headers()),
  );
}

/** GET login_ in `browser`: the provider's authorisation URL (throws on a refusal). */
export async function startThirdParty(
  url: string,
  kind: ThirdPartyKind,
  browser: TestBrowser,
  options: StartOptions = {},
) {
  const response = await startThirdPartyResponse(url, kind, browser, options);
  return ThirdPartyStartResponse.parse(response.body).data.authorizeUrl;
}

/** The receiver's answer to the provider's redirect: the hash route's path and its normalised query. */
export async function receive(receiverUrl: string) {
  const response = await fetch(receiverUrl, { redirect: 'manual' });
  const location = response.headers.get('location') ?? '';
  const [path = '', search = ''] = location.split('#')[1]?.split('?') ?? [];
  return {
    response,
    location,
    route: path,
    search: CallbackSearch.parse(Object.fromEntries(new URLSearchParams(search))),
  };
}

/** Signs in at the provider as `person` and back through the receiver: the callback page's query. */
export async function signInAtProvider(
  url: string,
  kind: ThirdPartyKind,
  person: string,
  browser: TestBrowser,
  options: StartOptions = {},
) {
  const authorizeUrl = await startThirdParty(url, kind, browser, options);
  const back = await providerBrowser().signIn(authorizeUrl, url, person);
  return (await receive(back)).search;
}

/** POST submit_callback as the callback page sends it; `overrides` replace fields. */
export async function submitCallback(
  url: string,
  kind: ThirdPartyKind,
  search: CallbackSearch,
  browser: TestBrowser,
  overrides: Record<string, unknown> = {},
): Promise<JsonResponse> {
  const body = {
    code: search.code,
    state: search.state,
    iss: search.iss,
    clientId: CLIENT_ID,
    _enterprise_id: 'demo',
  };
  return browser.keep(
    await sendJson(
      `${url}${BFF}/authenticate/${kind}/submit_callback`,
      { ...body, ...overrides },
      undefined,
      'POST',
      browser.headers(),
    ),
  );
}

/** The whole way from login_ to submit_callback's answer, signing in at the provider as `person`. */
export async function thirdPartyLogin(
  url: string,
  kind: ThirdPartyKind,
  person: string,
  browser: TestBrowser,
  options: StartOptions = {},
) {
  return submitCallback(url, kind, await signInAtProvider(url, kind, person, browser, options), browser);
}

/** submit_callback's data (throws on a refusal). */
export const callbackData = (response: JsonResponse) => ThirdPartyCallbackResponse.parse(response.body).data;

/** A refusal's message (a THIRD_PARTY_REFUSALS code); throws on success. */
export const refusal = (response: JsonResponse) => FailedEnvelope.parse(response.body).message;

/** GET login_binding in `browser`. */
export const bindingQuery = (url: string, kind: ThirdPartyKind, uuid: string, browser: TestBrowser) =>
  getJson(
    `${url}${BFF}/authenticate/${kind}/login_binding?uuid=${encodeURIComponent(uuid)}&_enterprise_id=demo`,
    undefined,
    browser.headers(),
  );

/** POST login_binding: the local account's password grant (captcha solved) and the binding's uuid. */
export async function loginBinding(
  url: string,
  kind: ThirdPartyKind,
  uuid: string,
  account: { username: string; password: string },
  browser: TestBrowser,
): Promise<JsonResponse> {
  const body = {
    ...(await restTokenBody(url, account.username, account.password, await solvedCaptcha(url))),
    uuid,
  };
  return browser.keep(
    await sendJson(
      `${url}${BFF}/authenticate/${kind}/login_binding`,
      body,
      undefined,
      'POST',
      browser.headers(),
    ),
  );
}
