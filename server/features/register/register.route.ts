import { ENDPOINTS } from '../../../schemas/endpoint-table';
import { REGISTER_REFUSALS } from '../../../schemas/refusals';
import { keepBrowserId } from '../../http/browser-id';
import { mount, type InvalidInput, type Routes } from '../../http/mount';
import { fail, okBody } from '../../http/respond';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { register, type RegisterOutcome } from './register.service';

// The form's schema already holds SPEC 5's e-mail pattern and the region's digits: a field it refuses is
// answered with the refusal the service gives the same mistake, so the page words both alike.
const FIELD_REFUSALS: Record<string, string> = {
  email: REGISTER_REFUSALS.invalidEmail,
  phoneNumber: REGISTER_REFUSALS.invalidPhone,
  phoneRegion: REGISTER_REFUSALS.invalidPhone,
};
const invalidFormMessage = ({ fields }: InvalidInput) =>
  fields.map((field) => FIELD_REFUSALS[field]).find(Boolean) ?? REGISTER_REFUSALS.invalidForm;

/** A registration's answer (POST register's and register/wechat's): the data, or its refusal's envelope. */
export const registerReply = (c: Context<AppEnv>, outcome: RegisterOutcome) =>
  outcome.ok ? okBody(outcome.data) : fail(c, outcome.code, outcome.message);

/** A registration form its schema refuses, worded as the service words the same mistake. */
export const invalidRegistration = (c: Context<AppEnv>, input: InvalidInput) =>
  fail(c, 'InvalidParameter', invalidFormMessage(input));

/**
 * POST register: a self-registration (SPEC sections 3 and 4), answered `{access_token}` or `{needApprove}`;
 * each refusal is an envelope code, with a code as its message where the page words it (register.service.ts).
 */
export const registerRoutes: Routes = (app, deps) => {
  mount(
    app,
    deps,
    ENDPOINTS.register,
    async ({ c, tenant, body }) => registerReply(c, await register(deps, tenant, body, keepBrowserId(c))),
    { invalid: invalidRegistration },
  );
};
