/**
 * The steps of post-login.entry.ts's flows: what each is started with, and where its output leads. They download
 * with the flow's code, not with the first screen.
 */
import type * as z from 'zod/mini';
import { LICENSED } from '../../schemas/license-state.schema';
import { ADAPTERS } from '../../schemas/spec-constants';
import { defineSteps, type FlowContext, type StepChanges } from '../shared/flow-entry';
import { forgetApplicationRequest, secondFactorStep, signInStep, step } from '../shared/flow-steps';
import { PostLoginOutput, PostLoginParams } from './post-login.schema';
import { POST_LOGIN_FLOWS } from './post-login.entry';

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

export const POST_LOGIN_STEPS = {
  postLogin: defineSteps(POST_LOGIN_FLOWS.postLogin)({
    output: PostLoginOutput,
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
