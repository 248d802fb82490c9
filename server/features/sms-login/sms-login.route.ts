import type { Context } from 'hono';
import { ENDPOINTS } from '../../../schemas/endpoint-table';
import type { AppEnv } from '../../http/app-env';
import { keepBrowserId } from '../../http/browser-id';
import { mount, type Routes } from '../../http/mount';
import { fail, okBody } from '../../http/respond';
import { sendLoginCode } from './send-login-code.service';
import { smsLogin } from './sms-login.service';
import { smsLoginTenant, type SmsLoginOutcome } from './sms-login-outcome';

const reply = <T>(c: Context<AppEnv>, outcome: SmsLoginOutcome<T>) =>
  outcome.ok ? okBody(outcome.data) : fail(c, outcome.code, outcome.message);

/**
 * The SMS code login of SPEC sections 3, 7 and 8 (adapter system_mobilephonetoken_adapter), every call public
 * and of the tenant its `_enterprise_id` names: whether a code costs a captcha, a code to the account's number,
 * and the code that signs the account in. A form its schema refuses is one the page would not send: the
 * mount answers InvalidParameter naming the fields.
 */
export const smsLoginRoutes: Routes = (app, deps) => {
  mount(app, deps, ENDPOINTS.smsLoginInfo, async ({ c, tenant: defaultTenant, query }) => {
    const tenant = await smsLoginTenant(deps, defaultTenant, query._enterprise_id);
    if (!tenant) return fail(c, 'InvalidParameter', 'invalid query: _enterprise_id');
    return okBody({ showCaptcha: tenant.settings.smsLoginCaptcha });
  });
  mount(app, deps, ENDPOINTS.smsLoginSendCode, async ({ c, tenant, body }) =>
    reply(c, await sendLoginCode(deps, tenant, body, c.get('clientAddress'))),
  );
  mount(app, deps, ENDPOINTS.smsLogin, async ({ c, tenant, body }) =>
    reply(c, await smsLogin(deps, tenant, body, keepBrowserId(c))),
  );
};
