import type { Context } from 'hono';
import { ENDPOINTS } from '../../../schemas/endpoint-table';
import { FailedEnvelope } from '../../../schemas/envelope.schema';
import type { AppEnv } from '../../http/app-env';
import { keepBrowserId } from '../../http/browser-id';
import { mount, type Routes } from '../../http/mount';
import { okBody, respond } from '../../http/respond';
import { issueUsbKeyChallenge } from './usbkey-challenge.service';
import { usbKeyLogin } from './usbkey-login.service';
import type { UsbKeyLoginOutcome } from './usbkey-login-outcome';

// A refusal is a failed envelope, HTTP 200 as the other login types' are; a lock's carries its minutes.
const reply = <T>(c: Context<AppEnv>, outcome: UsbKeyLoginOutcome<T>) =>
  outcome.ok
    ? okBody(outcome.data)
    : respond(c, FailedEnvelope, {
        success: false,
        code: outcome.code,
        message: outcome.message,
        lockTime: outcome.lockTime,
      });

/**
 * The USB-key certificate login of SPEC sections 3, 7 and 8 (adapter system_bjcacert_adapter), both calls
 * public and of the tenant its `_enterprise_id` names: the server's certificate and a random to sign, then the
 * signature and the user's certificate that sign the account in.
 */
export const usbKeyLoginRoutes: Routes = (app, deps) => {
  mount(app, deps, ENDPOINTS.usbKeyChallenge, async ({ c, tenant, query }) =>
    reply(
      c,
      await issueUsbKeyChallenge(deps, tenant, query, {
        clientAddress: c.get('clientAddress'),
        browserId: keepBrowserId(c),
      }),
    ),
  );
  mount(app, deps, ENDPOINTS.usbKeyLogin, async ({ c, tenant, body }) =>
    reply(c, await usbKeyLogin(deps, tenant, body, keepBrowserId(c))),
  );
};
