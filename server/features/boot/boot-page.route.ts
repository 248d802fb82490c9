import type { Context, MiddlewareHandler } from 'hono';
import { BOOT_ANSWER_CALLS, type BootAnswers } from '../../../schemas/boot-answers.schema';
import { ENDPOINTS } from '../../../schemas/endpoint-table';
import type { Deps } from '../../deps';
import type { AppEnv } from '../../http/app-env';
import { okBody } from '../../http/respond';
import { instanceLicenseState } from '../../license/license.service';
import {
  type BootResult,
  type DataOf,
  enterpriseData,
  idpInfoData,
  loadAuthsData,
  loginPageTemplateData,
  preFrontendLoginData,
  sm2KeyData,
  systemSettingData,
} from './boot.service';
import { dingTalkOidcPluginsData } from '../dingtalk-oidc-plugin/dingtalk-oidc-plugin.service';

type Call = (typeof BOOT_ANSWER_CALLS)[number];
type Results = { [K in Call]: BootResult<DataOf<K>> };

/**
 * The boot answers to put into the login page for this visitor (schemas/boot-answers.schema.ts): what each
 * boot call would answer them, from the services and through the response schemas of the calls themselves,
 * for the query the page sends at start-up (no enterpriseId: the default tenant). None at all when the API
 * would refuse this visitor every call (the API guard: an address outside the allowlist, an expired
 * instance): the page then makes the calls, meets the refusal and opens its static page. A call the API
 * refuses is left out, and the page makes it.
 */
export function bootPageAnswers(deps: Deps, apiGuard: MiddlewareHandler<AppEnv>) {
  const { db } = deps;
  return async (c: Context<AppEnv>): Promise<BootAnswers | null> => {
    let admitted = false;
    // The guard answers a refusal without calling next; its response is not sent, only its verdict counts.
    await apiGuard(c, async () => {
      admitted = true;
    });
    if (!admitted) return null;
    const tenant = c.get('tenant');
    const [enterprise, sm2Key, loadAuths, loginPageTemplate, dingTalkOidcPlugins, license] =
      await Promise.all([
        enterpriseData(db),
        sm2KeyData(deps, tenant),
        loadAuthsData(db),
        loginPageTemplateData(db),
        dingTalkOidcPluginsData(db),
        instanceLicenseState(deps),
      ]);
    const results: Results = {
      preFrontendLogin: preFrontendLoginData(tenant),
      enterprise,
      idpInfo: idpInfoData(tenant),
      systemSetting: systemSettingData(tenant, license),
      sm2Key,
      loadAuths,
      loginPageTemplate,
      dingTalkOidcPlugins,
    };
    // As `respond` sends it: the success envelope, parsed with the endpoint's response schema.
    const wire = (call: Call) => {
      const result = results[call];
      return 'data' in result ? [[call, ENDPOINTS[call].response.parse(okBody(result.data))]] : [];
    };
    return Object.fromEntries(BOOT_ANSWER_CALLS.flatMap(wire)) as BootAnswers;
  };
}
