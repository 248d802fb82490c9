/**
 * Checks a back end against the contract by calling it as the login page does: through the browser's own
 * `request()` (src/api/request.ts), so every answer is parsed with the endpoint table's response schema and a
 * failure is the same `ApiFailure` the page would meet. Public calls first, in the order the page boots;
 * then, given an account, a sign-in and the session calls that follow it, ending with a logout.
 */
import { sm2 } from 'sm-crypto';
import { apiFailureOf } from '../../schemas/api-failure';
import type { Sm2Key } from '../../schemas/boot.schema';
import { endpointPath, type Endpoint, type ResponseOf } from '../../schemas/endpoint';
import { ENDPOINTS } from '../../schemas/endpoint-table';
import { API_VERSION, PASSWORD_GRANT_SCOPE } from '../../schemas/spec-constants';
import { createHttpClient } from '../../src/api/http-client';
import { createApi, type CallOptions } from '../../src/api/request';

export type CheckResult = { call: string; ok: boolean; detail: string };
export type ConformanceOptions = {
  baseUrl: string;
  apiVersion?: string;
  /** An account that owes nothing (no password change, second factor or lock), to check the session calls. */
  account?: { username: string; password: string };
};

/** What a failed call tells: the page's ApiFailure, in one line. */
function describe(error: unknown): string {
  const failure = apiFailureOf(error);
  switch (failure?.kind) {
    case 'network':
      return 'no answer';
    case 'http':
      return [`HTTP ${failure.status}`, failure.code, failure.errorDescription].filter(Boolean).join(' ');
    case 'response':
      return `business failure, code ${failure.code}${failure.message ? `: ${failure.message}` : ''}`;
    case 'malformed':
      return `does not match the contract: ${failure.issues}`;
    default:
      return error instanceof Error ? error.message : String(error);
  }
}

// The browser's encryption (src/crypto/sm2-encrypt.ts): `<code>:<password>` under the challenge the answer
// names, C1C3C2 with the 04 point prefix. The boot's sm2_key answer is unused, so the sign-in spends it.
const encrypt = (password: string, { code, publicKey }: Sm2Key) =>
  `04${sm2.doEncrypt(`${code}:${password}`, publicKey.startsWith('04') ? publicKey : `04${publicKey}`, 1)}`;

/** Runs the checks and returns one result per call, in the order made. */
export async function checkConformance(options: ConformanceOptions): Promise<CheckResult[]> {
  const version = options.apiVersion ?? API_VERSION;
  const api = createApi(createHttpClient({ baseUrl: options.baseUrl }), version);
  const results: CheckResult[] = [];
  const label = (endpoint: Endpoint) => `${endpoint.method} /api/${endpointPath(endpoint, version)}`;
  const skip = (endpoint: Endpoint, why: string) =>
    results.push({ call: label(endpoint), ok: false, detail: `not checked: ${why}` });
  async function call<E extends Endpoint>(endpoint: E, input: CallOptions<E>): Promise<ResponseOf<E> | null> {
    try {
      const answer = await api(endpoint, input);
      results.push({ call: label(endpoint), ok: true, detail: 'ok' });
      return answer;
    } catch (error) {
      results.push({ call: label(endpoint), ok: false, detail: describe(error) });
      return null;
    }
  }

  const preLogin = await call(ENDPOINTS.preFrontendLogin, { query: {} });
  const enterprise = await call(ENDPOINTS.enterprise, { query: {} });
  const tenant = enterprise ? { enterpriseId: enterprise.data.enterpriseId } : {};
  await call(ENDPOINTS.idpInfo, { query: {} });
  await call(ENDPOINTS.systemSetting, { query: {} });
  const key = await call(ENDPOINTS.sm2Key, { query: {} });
  await call(ENDPOINTS.loadAuths, { query: tenant });
  await call(ENDPOINTS.loginPageTemplate, { query: tenant });
  await call(ENDPOINTS.captchaShow, { query: { username: '' } });
  await call(ENDPOINTS.captcha, { query: { timestamp: String(Date.now()) } });

  const { account } = options;
  if (!account) return results;
  const shown = await call(ENDPOINTS.captchaShow, { query: { username: account.username } });
  if (!preLogin || !key) skip(ENDPOINTS.restToken, 'pre_frontend_login or sm2_key failed');
  else if (shown?.data.showCaptcha) skip(ENDPOINTS.restToken, 'the server asks a captcha for this name');
  else {
    const signedIn = await call(ENDPOINTS.restToken, {
      body: {
        client_id: preLogin.data.clientId,
        grant_type: 'password',
        scope: PASSWORD_GRANT_SCOPE,
        username: account.username,
        password: encrypt(account.password, key.data),
        _enterprise_id: tenant.enterpriseId ?? null,
        sm2_code: key.data.code,
        auto_login: false,
      },
    });
    // A chain's step answers no token: a composite account is no account to check sessions with.
    if (signedIn && 'access_token' in signedIn) await sessionChecks(call, signedIn.access_token);
    else if (signedIn) skip(ENDPOINTS.userDetails, 'the account signs in by a composite chain');
  }
  return results;
}

type Call = <E extends Endpoint>(endpoint: E, input: CallOptions<E>) => Promise<ResponseOf<E> | null>;

// The calls after a sign-in, as the post-login flow makes them; the logout ends the session either way.
async function sessionChecks(call: Call, token: string) {
  await call(ENDPOINTS.userPasswordInfo, { token });
  await call(ENDPOINTS.userSettingInfo, { token });
  await call(ENDPOINTS.sessionSave, { body: { access_token: token }, token });
  await call(ENDPOINTS.rolePermissions, { token });
  await call(ENDPOINTS.userDetails, { token });
  await call(ENDPOINTS.logout, { body: {}, token });
}

/** The lines to print, one per call, and the exit code: non-zero when any call failed its check. */
export function report(results: readonly CheckResult[]): { lines: string[]; exitCode: number } {
  const failed = results.filter((result) => !result.ok).length;
  const lines = results.map(
    ({ call, ok, detail }) => `${ok ? 'ok  ' : 'FAIL'} ${call}${ok ? '' : `: ${detail}`}`,
  );
  lines.push(`${results.length - failed} of ${results.length} calls succeeded and matched the contract`);
  return { lines, exitCode: failed ? 1 : 0 };
}
