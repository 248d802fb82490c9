import { UemTokenAnswer, UemTokenParamsResponse } from '../../schemas/alilang-login.schema';
import { getJson, sendJson, type JsonResponse } from './http';
import type { TestBrowser } from './test-browser';

const BFF = '/api/public/bff/v1.2';
const CLIENT_ID = 'demo-login-client';
/** The login origin the test agents serve (AGENT_ORIGINS). */
export const ALILANG_TEST_ORIGIN = 'http://login.test:8080';

/** GET getUemTokenParams_ in `browser`: the agent's address and the signed request. */
export async function uemTokenParams(url: string, browser: TestBrowser) {
  const query = new URLSearchParams({ clientId: CLIENT_ID, _enterprise_id: 'demo' });
  const response = browser.keep(
    await getJson(
      `${url}${BFF}/authenticate/alilang/getUemTokenParams_?${query}`,
      undefined,
      browser.headers(),
    ),
  );
  return UemTokenParamsResponse.parse(response.body).data;
}

/** POSTs `request` to the agent at `agentUrl` as the login page does (its Origin): the raw answer. */
export const askAgent = (agentUrl: string, request: object) =>
  fetch(agentUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ALILANG_TEST_ORIGIN },
    body: JSON.stringify(request),
  });

/** The server's request, posted to the agent at `agentUrl` (the test's, on its own port): the UEM token. */
export async function uemTokenFor(url: string, agentUrl: string, browser: TestBrowser) {
  const { agentUrl: _configured, ...request } = await uemTokenParams(url, browser);
  const answer = await askAgent(agentUrl, request);
  if (answer.status !== 200) throw new Error(`the agent answered ${answer.status}`);
  return UemTokenAnswer.parse(await answer.json()).uemToken;
}

/** POST submit_callback with `uemToken` in `browser`. */
export async function submitUemToken(
  url: string,
  uemToken: string,
  browser: TestBrowser,
): Promise<JsonResponse> {
  const body = { uemToken, clientId: CLIENT_ID, _enterprise_id: 'demo' };
  return browser.keep(
    await sendJson(
      `${url}${BFF}/authenticate/alilang/submit_callback`,
      body,
      undefined,
      'POST',
      browser.headers(),
    ),
  );
}
