import { ENDPOINTS } from '../../../schemas/endpoint-table';
import { mount, type Routes } from '../../http/mount';
import { fail, okBody } from '../../http/respond';
import { findTenant } from '../../tenant/tenant.repo';
import { attemptState } from './attempt-state.service';
import { TOO_MANY_CAPTCHAS, createCaptcha } from './captcha.service';

/** GET captcha (a new picture captcha) and GET captcha_show?username= (must the form show one?). */
export const captchaRoutes: Routes = (app, deps) => {
  const { db, clock } = deps;

  mount(app, deps, ENDPOINTS.captcha, async ({ c, tenant }) => {
    const captcha = await createCaptcha(deps, tenant, c.get('clientAddress'));
    return captcha ? okBody(captcha) : fail(c, ...TOO_MANY_CAPTCHAS);
  });

  mount(app, deps, ENDPOINTS.captchaShow, async ({ c, tenant: defaultTenant, query }) => {
    const tenant = query._enterprise_id ? await findTenant(db, query._enterprise_id) : defaultTenant;
    if (!tenant) return fail(c, 'InvalidParameter', 'invalid query: _enterprise_id');
    const { settings } = tenant;
    const { captchaRequired } = await attemptState(
      db,
      tenant,
      query.username,
      c.get('clientAddress'),
      clock.now(),
    );
    return okBody({
      showCaptcha: captchaRequired,
      enableTAC: false,
      tacService: null,
      tacAgentAddress: null,
      autoLogin: settings.autoLogin,
      lockTime: settings.lockTimeMinutes,
      deviceAgent: settings.deviceAgent,
    });
  });
};
