/** The flow table's entry of what follows a token. Listed by machines/app/flow-entries.gen.ts. */
import type * as z from 'zod/mini';
import { LICENSED } from '../../schemas/license-state.schema';
import { ADAPTERS } from '../../schemas/spec-constants';
import { type FlowContext, type StepChanges, defineFlow } from '../shared/flow-entry';
import { forgetApplicationRequest, secondFactorStep, signInStep, step } from '../shared/flow-steps';
import type { postLoginMachine } from './post-login.machine';
import { PostLoginOutput, PostLoginParams } from './post-login.schema';

export function afterPostLogin(
  output: PostLoginOutput,
  { loginContext }: FlowContext,
  params: z.output<typeof PostLoginParams>,
) {
  const endSession: StepChanges = { session: null };
  switch (output.kind) {
    case 'modifyPassword':
      return step({ to: 'modifyPassword', params: { type: output.type } });
    case 'secondAuth':
      return secondFactorStep(output.sp, params.loginParams);
    case 'noPermission':
      return step({ to: 'applicationNoPermission' });
    case 'left':
      return step({ to: 'left', loginContext: forgetApplicationRequest(loginContext) });
    // The session ended (a risk lock, a refusal), or a call failed and was reported: the login starts again.
    case 'relogin':
    case 'failed':
      return step({ ...signInStep(loginContext), ...endSession });
  }
}

export const POST_LOGIN_FLOWS = {
  /** After a token: on the page that got it, under a busy overlay. */
  postLogin: defineFlow<typeof postLoginMachine>()({
    sessionTenant: true,
    holdsBack: true,
    route: null,
    params: PostLoginParams,
    output: PostLoginOutput,
    enter: (context) => (context.session ? null : signInStep(context.loginContext)),
    // Its code did not arrive or it broke: the token is dropped too, so no half-finished session is left.
    recover: ({ loginContext }) => step({ ...signInStep(loginContext), session: null }),
    input: (context, params) => ({
      accessToken: context.session?.accessToken ?? '',
      loginContext: context.loginContext,
      config: context.config,
      loginParams: params.loginParams ?? null,
      authType: context.session?.authType ?? ADAPTERS.password,
      secondFactorPassed: params.secondFactorPassed === true,
      license: context.tenant.systemSetting?.license ?? LICENSED,
    }),
    next: afterPostLogin,
  }),
};
