import type { Context } from 'hono';
import { ENDPOINTS } from '../../../schemas/endpoint-table';
import type { AppEnv } from '../../http/app-env';
import { mount, type Routes } from '../../http/mount';
import { fail, okBody } from '../../http/respond';
import { type Answer, applicationAuthType, checkApplicationCode } from './application-code.service';

/** A refusal is `InvalidParameter` with the code the page words (the application's or the second factor's). */
const reply = <T>(c: Context<AppEnv>, answer: Answer<T>) =>
  answer.ok ? okBody(answer.data) : fail(c, 'InvalidParameter', answer.refusal);

/** An application's second check by one-time code: how it checks, and the code itself (two doors, one check). */
export const applicationCodeRoutes: Routes = (app, deps) => {
  mount(app, deps, ENDPOINTS.applicationAuthType, async ({ c, tenant, query }) =>
    reply(c, await applicationAuthType(deps, tenant, query)),
  );
  for (const endpoint of [ENDPOINTS.applicationOtpCode, ENDPOINTS.adapterOtpCode]) {
    mount(app, deps, endpoint, async ({ c, tenant, body }) =>
      reply(c, await checkApplicationCode(deps, tenant, body)),
    );
  }
};
