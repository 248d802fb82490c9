import { Hono } from 'hono';
import * as z from 'zod/mini';
import { CaptchaResponse, CaptchaShowResponse } from '../../schemas/password-login.schema';
import { createCaptcha } from '../auth/captcha-store';
import { failureState } from '../auth/login-failures';
import type { AppEnv, Deps } from '../http/app-env';
import { fail, okBody, respond } from '../http/respond';
import { findTenant } from '../tenant/tenant-repo';

const CaptchaShowQuery = z.object({
  username: z._default(z.string(), ''),
  _enterprise_id: z.optional(z.string()),
});

/** GET captcha (a new picture captcha) and GET captcha_show?username= (must the form show one?). */
export function captchaRoutes(deps: Deps) {
  const { db, clock, captchaFactory } = deps;
  const app = new Hono<AppEnv>();

  app.get('/captcha', async (c) => {
    return respond(c, CaptchaResponse, okBody(await createCaptcha(db, captchaFactory, clock.now())));
  });

  app.get('/captcha_show', async (c) => {
    const query = CaptchaShowQuery.safeParse(c.req.query());
    const tenant =
      query.success && query.data._enterprise_id
        ? await findTenant(db, query.data._enterprise_id)
        : c.get('tenant');
    if (!query.success || !tenant) return fail(c, 'InvalidParameter', 'invalid query');
    const { settings } = tenant;
    const username = query.data.username.trim();
    const state = username ? await failureState(db, tenant.id, username, clock.now()) : null;
    return respond(
      c,
      CaptchaShowResponse,
      okBody({
        showCaptcha: settings.captchaAlways || (state?.failures ?? 0) > 0,
        enableTAC: false,
        tacService: null,
        tacAgentAddress: null,
        autoLogin: settings.autoLogin,
        lockTime: settings.lockTimeMinutes,
      }),
    );
  });

  return app;
}
