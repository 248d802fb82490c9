/**
 * The steps of sign-in.entry.ts's flows: what each is started with, and where its output leads. They download
 * with the flow's code, not with the first screen.
 */
import {
  DEFAULT_LOGIN_CONTEXT,
  type LoginContext,
  applicationContextFromSearch,
  loginContextFromSearch,
} from '../../schemas/login-context.schema';
import { step, stepForGrant } from '../shared/flow-steps';
import { SignInOutput } from './sign-in.schema';
import { defineSteps } from '../shared/flow-entry';
import { SIGN_IN_FLOWS } from './sign-in.entry';

/** `defaultAdapter=otp`: an application's request that came through the login's own adapter. */
const CODE_ADAPTER = 'otp';

export function afterSignIn(
  output: SignInOutput,
  loginContext: LoginContext,
  otherParams: string | undefined,
  urlAdapter?: string,
) {
  switch (output.kind) {
    case 'token':
    case 'binding':
    case 'tenantChoice':
    case 'chainStep':
      return stepForGrant(output, { loginContext, otherParams });
    case 'noSecurityAuth':
      return step({ to: 'systemError' });
    case 'reboot':
      return step({ to: 'boot' });
    case 'plainLogin':
      return step({ to: 'signIn', params: {} });
    // The application checks its user by a one-time code: that flow asks for it.
    case 'applicationCode':
      return loginContext.type === 'APPLICATION_TWOFACTOR'
        ? step({
            to: 'applicationCode',
            params: { ...loginContext.applicationData, viaAdapter: urlAdapter === CODE_ADAPTER },
          })
        : step({ to: 'signIn', params: {} });
  }
}

export const SIGN_IN_STEPS = {
  signIn: defineSteps(SIGN_IN_FLOWS.signIn)({
    output: SignInOutput,
    input: (context, params) => ({
      tenant: context.tenant,
      loginContext: loginContextFromSearch(params),
      mobile: context.mobile,
      urlAdapter: params.defaultAdapter ?? null,
    }),
    next: (output, _context, params) =>
      afterSignIn(output, loginContextFromSearch(params), params.otherParams),
  }),
  applicationTwoFactor: defineSteps(SIGN_IN_FLOWS.applicationTwoFactor)({
    output: SignInOutput,
    input: (context, params) => ({
      tenant: context.tenant,
      loginContext: applicationContextFromSearch(params) ?? DEFAULT_LOGIN_CONTEXT,
      mobile: context.mobile,
      urlAdapter: params.defaultAdapter ?? null,
    }),
    next: (output, _context, params) =>
      afterSignIn(
        output,
        applicationContextFromSearch(params) ?? DEFAULT_LOGIN_CONTEXT,
        undefined,
        params.defaultAdapter,
      ),
  }),
};
