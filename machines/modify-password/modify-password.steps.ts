/**
 * The steps of modify-password.entry.ts's flows: what each is started with, and where its output leads. They download
 * with the flow's code, not with the first screen.
 */
import type { Notice } from '../shared/notice';
import { signInStep, step } from '../shared/flow-steps';
import { ModifyPasswordOutput } from './modify-password.schema';
import { defineSteps } from '../shared/flow-entry';
import { MODIFY_PASSWORD_FLOWS } from './modify-password.entry';

/** The login page the change returns to says it is done, and which password signs in now. */
export const PASSWORD_CHANGED: Notice = { key: 'modifyPassword.changed', success: true };

export const MODIFY_PASSWORD_STEPS = {
  modifyPassword: defineSteps(MODIFY_PASSWORD_FLOWS.modifyPassword)({
    output: ModifyPasswordOutput,
    input: (context, params) => ({
      // A bare 507 names no type: the page then treats the password as expired.
      type: params.type ?? 'needModifyPasswordOfPwdExpire',
      accessToken: context.session?.accessToken ?? '',
      clientId: context.tenant.preLogin.clientId,
      // The tenant booted for the session: its id even when its enterprise call failed.
      enterpriseId: context.tenant.bootedFor ?? context.tenant.enterprise?.enterpriseId ?? '',
      skipForceLogin: context.tenant.systemSetting?.skipForceLogin === true,
    }),
    // Giving the change up signs out: the session, which may not go on unchanged, ends on the server too.
    next: (output, context) =>
      output.kind === 'left'
        ? step({ to: 'logout', params: {} })
        : output.continueLogin
          ? step({ to: 'postLogin', params: {} })
          : step({ ...signInStep(context.loginContext), session: null, notice: PASSWORD_CHANGED }),
  }),
};
