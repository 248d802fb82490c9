import { Hono } from 'hono';
import { ModifyPasswordRequest, ModifyPasswordResponse } from '../../schemas/password-change.schema';
import { changePassword } from '../auth/change-password';
import type { AppEnv, Deps } from '../http/app-env';
import { readBody } from '../http/read-body';
import { fail, okBody, respond } from '../http/respond';

/** PUT /api/bff/v1.2/enduser/portal/user_info/modify_password (bearer session). */
export function modifyPasswordRoute(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.put('/enduser/portal/user_info/modify_password', async (c) => {
    const form = ModifyPasswordRequest.safeParse(await readBody(c));
    if (!form.success) {
      return fail(
        c,
        'InvalidParameter',
        `参数格式不正确：${form.error.issues.map((issue) => issue.path.join('.')).join('、')}`,
      );
    }
    const outcome = await changePassword(deps, c.get('tenant'), c.get('session'), form.data);
    return outcome.ok
      ? respond(c, ModifyPasswordResponse, okBody(outcome.data))
      : fail(c, outcome.code, outcome.message);
  });
  return app;
}
