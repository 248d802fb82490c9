/**
 * The steps of login-access.entry.ts's flows: what each is started with, and where its output leads. They download
 * with the flow's code, not with the first screen.
 */
import { loginContextFromSearch } from '../../schemas/login-context.schema';
import { secondFactorStep, step } from '../shared/flow-steps';
import { LoginAccessOutput } from './login-access.schema';
import { defineSteps } from '../shared/flow-entry';
import { LOGIN_ACCESS_FLOWS } from './login-access.entry';

export const LOGIN_ACCESS_STEPS = {
  loginAccess: defineSteps(LOGIN_ACCESS_FLOWS.loginAccess)({
    output: LoginAccessOutput,
    input: (context, params) => ({
      accessToken: context.session?.accessToken ?? '',
      sp_code: params.sp_code ?? '',
      application_key: params.application_key ?? '',
    }),
    next: (output, _context, params) => {
      const provider = { loginContext: loginContextFromSearch(params) };
      switch (output.kind) {
        // A first password change is pending, or the application is unknown: back where the user came from.
        case 'back':
          return step({ to: 'back' });
        case 'noPermission':
          return step({ to: 'applicationNoPermission' });
        case 'secondAuth':
          return { ...secondFactorStep(true), ...provider };
        // The server said this session owes the application no factor: post-login does not ask it either.
        case 'enter':
          return step({ to: 'postLogin', params: { secondFactorPassed: true }, ...provider });
      }
    },
  }),
};
