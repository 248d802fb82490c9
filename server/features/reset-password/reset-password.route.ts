import type { Context } from 'hono';
import { ENDPOINTS } from '../../../schemas/endpoint-table';
import { RESET_PASSWORD_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import type { AppEnv } from '../../http/app-env';
import { mount, type InvalidInput, type MountOptions, type Routes } from '../../http/mount';
import { fail, okBody } from '../../http/respond';
import type { ResetOutcome } from './live-reset.service';
import { obtainResetCode, verifyResetCode } from './reset-code.service';
import { submitReset } from './reset-submit.service';
import { checkSecretAnswers, listSecretIssues } from './secret-question.service';
import { verifyUser } from './verify-user.service';

const reply = <T>(c: Context<AppEnv>, outcome: ResetOutcome<T>) =>
  outcome.ok ? okBody(outcome.data) : fail(c, outcome.code, outcome.message);

// A reset token that is not one is answered as an unknown one: the page starts the reset again. Any other
// field the schema refuses is a form the page would not send: InvalidParameter naming the fields.
const options: MountOptions = {
  invalid: (c, { fields, error }: InvalidInput) =>
    fail(c, 'InvalidParameter', fields.includes('resetToken') ? REFUSALS.expired : error),
};

/**
 * The forgotten-password reset of SPEC sections 3, 4, 7 and 8, every call public and of the tenant its
 * `_enterprise_id` names: the account (captcha), a code by e-mail or SMS or the secret questions, the new
 * password.
 */
export const resetPasswordRoutes: Routes = (app, deps) => {
  mount(
    app,
    deps,
    ENDPOINTS.forgotVerifyUser,
    async ({ c, tenant, body }) => reply(c, await verifyUser(deps, tenant, body)),
    options,
  );
  mount(
    app,
    deps,
    ENDPOINTS.forgotObtainCode,
    async ({ c, tenant, body }) => reply(c, await obtainResetCode(deps, tenant, body)),
    options,
  );
  mount(
    app,
    deps,
    ENDPOINTS.forgotVerifyCode,
    async ({ c, tenant, body }) => reply(c, await verifyResetCode(deps, tenant, body)),
    options,
  );
  mount(
    app,
    deps,
    ENDPOINTS.secretIssues,
    async ({ c, tenant, query }) => reply(c, await listSecretIssues(deps, tenant, query)),
    options,
  );
  mount(
    app,
    deps,
    ENDPOINTS.secretCheck,
    async ({ c, tenant, body }) => reply(c, await checkSecretAnswers(deps, tenant, body)),
    options,
  );
  mount(
    app,
    deps,
    ENDPOINTS.forgotSubmit,
    async ({ c, tenant, body }) => reply(c, await submitReset(deps, tenant, body)),
    options,
  );
};
