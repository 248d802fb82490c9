/** The flow table's entry of the forced password change (`/modifyPassword`). Listed by machines/app/flow-entries.gen.ts. */
import { ModifyPasswordSearch } from '../../schemas/route-search.schema';
import { defineFlow } from '../shared/flow-entry';
import type { Notice } from '../shared/notice';
import { signInStep, step } from '../shared/flow-steps';
import type { modifyPasswordMachine } from './modify-password.machine';
import { ModifyPasswordOutput } from './modify-password.schema';

/** The login page the change returns to says it is done, and which password signs in now. */
export const PASSWORD_CHANGED: Notice = { key: 'modifyPassword.changed', success: true };

export const MODIFY_PASSWORD_FLOWS = {
  /** `/modifyPassword?type=…`: the forced password change, for the session that must make it. */
  modifyPassword: defineFlow<typeof modifyPasswordMachine>()({
    sessionTenant: true,
    // Back does not leave a change the session owes with its token still stored: the page offers signing out.
    holdsBack: true,
    route: '/modifyPassword',
    params: ModifyPasswordSearch,
    output: ModifyPasswordOutput,
    // An anonymous visitor has no password to change here: the plain login.
    enter: (context) => (context.session ? null : step({ to: 'signIn', params: {} })),
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
