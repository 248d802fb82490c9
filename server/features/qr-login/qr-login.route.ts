import type { Context } from 'hono';
import type { ClientDevice } from '../../../schemas/boot.schema';
import { ENDPOINTS } from '../../../schemas/endpoint-table';
import type { AppEnv } from '../../http/app-env';
import { browserId, keepBrowserId } from '../../http/browser-id';
import { mount, type RouteInput, type Routes } from '../../http/mount';
import { fail, okBody } from '../../http/respond';
import { TOO_MANY_CAPTCHAS, createCaptcha } from '../password-login/captcha.service';
import { issueQrCode, qrCaptchaScope } from './issue-qr-code.service';
import { decideQrLogin, showQrCode } from './qr-decision.service';
import { qrLoginTenant, type QrLoginOutcome } from './qr-login-outcome';
import { qrLoginStatus, qrLoginSuccess } from './qr-login.service';

const reply = <T>(c: Context<AppEnv>, outcome: QrLoginOutcome<T>) =>
  outcome.ok ? okBody(outcome.data) : fail(c, outcome.code, outcome.message);

type InitInput = RouteInput<typeof ENDPOINTS.qrLoginInit>;

/**
 * The QR scan login of SPEC section 7 (adapter system_scancode_adapter). The browser that shows the code asks
 * for it, its state and, once confirmed, its token, all bound to that browser by its cookie; the phone that
 * scanned it reads what asks (public: the code is the secret) and decides with its session.
 */
export const qrLoginRoutes: Routes = (app, deps) => {
  const init =
    (kind: ClientDevice) =>
    async ({ c, tenant, query }: InitInput) => {
      const asker = {
        browserId: keepBrowserId(c),
        kind,
        userAgent: c.req.header('user-agent') ?? '',
        address: c.get('clientAddress'),
      };
      return reply(c, await issueQrCode(deps, tenant, query, asker));
    };
  mount(app, deps, ENDPOINTS.qrLoginInit, init('PC_BROWSER'));
  mount(app, deps, ENDPOINTS.qrLoginMobileInit, init('MOBILE_H5'));

  mount(app, deps, ENDPOINTS.qrLoginCaptcha, async ({ c, tenant: defaultTenant, query }) => {
    const tenant = await qrLoginTenant(deps, defaultTenant, query._enterprise_id);
    if (!tenant) return fail(c, 'InvalidParameter', 'invalid query: _enterprise_id');
    const captcha = await createCaptcha(deps, tenant, c.get('clientAddress'), qrCaptchaScope(tenant));
    return captcha ? okBody(captcha) : fail(c, ...TOO_MANY_CAPTCHAS);
  });

  mount(app, deps, ENDPOINTS.qrLoginStatus, async ({ c, tenant, params, query }) =>
    reply(c, await qrLoginStatus(deps, tenant, params.code, query, browserId(c))),
  );
  mount(app, deps, ENDPOINTS.qrLoginSuccess, async ({ c, tenant, params, body }) =>
    reply(c, await qrLoginSuccess(deps, tenant, params.code, body, browserId(c))),
  );

  mount(app, deps, ENDPOINTS.qrLoginShow, async ({ c, tenant, params, query }) =>
    reply(c, await showQrCode(deps, tenant, params.code, query)),
  );
  mount(app, deps, ENDPOINTS.qrLoginConfirm, async ({ c, params, session }) =>
    reply(c, await decideQrLogin(deps, session, params.code, 'confirmed')),
  );
  mount(app, deps, ENDPOINTS.qrLoginReject, async ({ c, params, session }) =>
    reply(c, await decideQrLogin(deps, session, params.code, 'rejected')),
  );
};
