import { FailedEnvelope } from '../../schemas/envelope.schema';
import { TraceCheckResponse, TraceStartResponse } from '../../schemas/plugin-login.schema';
import { DEMO_HR_PASSWORD } from '../plugin/demo-plugin-people';
import { getJson, sendJson, type JsonResponse } from './http';
import { restTokenBody, solvedCaptcha } from './login-client';
import { registerForm } from './register-client';
import type { TestBrowser } from './test-browser';

const BFF = '/api/public/bff/v1.2';
const CLIENT_ID = 'demo-login-client';

/** A trace and the code the plugin returned with it, as `/adapterPluginCallback` receives them. */
export type PluginReturn = { traceId: string; authCode: string };

const post = async (url: string, path: string, body: unknown, browser: TestBrowser) =>
  browser.keep(await sendJson(`${url}${BFF}/${path}`, body, undefined, 'POST', browser.headers()));

/** POST authenticate/plugin/generate_trace_id in `browser` for source `enterpriseAuthId`; `extra` overrides fields. */
export const startTraceResponse = (
  url: string,
  enterpriseAuthId: string,
  browser: TestBrowser,
  extra: Record<string, unknown> = {},
) =>
  post(
    url,
    'authenticate/plugin/generate_trace_id',
    { enterpriseAuthId, clientId: CLIENT_ID, _enterprise_id: 'demo', ...extra },
    browser,
  );

/** generate_trace_id's data (throws on a refusal). */
export const startTrace = async (url: string, enterpriseAuthId: string, browser: TestBrowser) =>
  TraceStartResponse.parse((await startTraceResponse(url, enterpriseAuthId, browser)).body).data;

/**
 * The person signs in on the plugin's page at `pluginUrl` (its form posted with the link's fields, as a browser
 * does): the plugin's redirect back, read, not followed.
 */
export async function signInAtPlugin(pluginUrl: string, username: string, password = DEMO_HR_PASSWORD) {
  const link = new URL(pluginUrl);
  const form = new URLSearchParams({ ...Object.fromEntries(link.searchParams), username, password });
  const response = await fetch(new URL(link.pathname, link.origin), {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

/** The trace and code of the plugin's redirect to `/adapterPluginCallback` (throws for another answer). */
export function returnedTo(location: string): PluginReturn {
  const [route = '', query = ''] = new URL(location).hash.slice(1).split('?');
  const search = new URLSearchParams(query);
  const traceId = search.get('traceId');
  const authCode = search.get('authCode');
  if (route !== '/adapterPluginCallback' || !traceId || !authCode)
    throw new Error(`not the callback: ${location}`);
  return { traceId, authCode };
}

/** From generate_trace_id to the plugin's return, signing in at the plugin as `username`. */
export async function throughPlugin(
  url: string,
  enterpriseAuthId: string,
  username: string,
  browser: TestBrowser,
) {
  const { pluginUrl } = await startTrace(url, enterpriseAuthId, browser);
  return returnedTo((await signInAtPlugin(pluginUrl, username)).location);
}

/** POST validate_trace_id in `browser`, as the callback page sends it; `extra` adds or overrides fields. */
export const checkTraceResponse = (
  url: string,
  back: PluginReturn,
  browser: TestBrowser,
  extra: Record<string, unknown> = {},
) => post(url, 'validate_trace_id', { ...back, _enterprise_id: 'demo', ...extra }, browser);

/** The trace check's data (throws on a failed envelope). */
export const traceCheck = (response: JsonResponse) => TraceCheckResponse.parse(response.body).data;

/** The whole way for `username` through source `enterpriseAuthId`: the trace check's data and the trace. */
export async function pluginLogin(
  url: string,
  enterpriseAuthId: string,
  username: string,
  browser: TestBrowser,
) {
  const back = await throughPlugin(url, enterpriseAuthId, username, browser);
  return { back, check: traceCheck(await checkTraceResponse(url, back, browser)) };
}

/** POST bind_user: the local account's password grant (captcha solved) with the trace and its code. */
export async function bindUser(
  url: string,
  back: PluginReturn,
  account: { username: string; password: string },
  browser: TestBrowser,
): Promise<JsonResponse> {
  const grant = await restTokenBody(url, account.username, account.password, await solvedCaptcha(url));
  return post(url, 'bind_user', { ...grant, ...back }, browser);
}

/**
 * POST register/adapter/binding in `browser`: a register form (registerForm, `overrides` replacing its fields)
 * with the trace and its code.
 */
export async function registerForTrace(
  url: string,
  back: PluginReturn,
  account: { username: string; password: string },
  browser: TestBrowser,
  overrides: Record<string, unknown> = {},
): Promise<JsonResponse> {
  const form = { ...(await registerForm(url, account, overrides)), ...back };
  return post(url, 'register/adapter/binding', form, browser);
}

/** A failed envelope's code and message (throws on success). */
export const failure = (response: JsonResponse) => {
  const { code, message } = FailedEnvelope.parse(response.body);
  return { code, message };
};

/** GET authenticate/plugin/complement_form in `browser` for the trace. */
export const complementFormResponse = async (url: string, traceId: string, browser: TestBrowser) =>
  browser.keep(
    await getJson(
      `${url}${BFF}/authenticate/plugin/complement_form?${new URLSearchParams({ traceId, _enterprise_id: 'demo' })}`,
      undefined,
      browser.headers(),
    ),
  );

/** POST authenticate/plugin/complement in `browser`: the trace's missing fields' values. */
export const complementResponse = (
  url: string,
  traceId: string,
  values: Record<string, string>,
  browser: TestBrowser,
) => post(url, 'authenticate/plugin/complement', { traceId, values, _enterprise_id: 'demo' }, browser);
