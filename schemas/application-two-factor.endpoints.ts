/**
 * An application's second check by one-time code (SPEC section 7: `plugin_application_2factor/getAuthType`,
 * `plugin_application_2factor/otpcode`, `adapter/inside/otpCode`), a group of the endpoint table of its own:
 * the code check's flow is downloaded later, and so are these. `getAuthType` is asked by the login page
 * itself and lives in the core group.
 */
import { ApplicationCodePassedResponse, ApplicationCodeRequest } from './application-code.schema';
import { endpoint } from './endpoint';

export const APPLICATION_CODE_ENDPOINTS = {
  applicationOtpCode: endpoint({
    method: 'POST',
    access: 'public',
    path: 'plugin_application_2factor/otpcode',
    body: ApplicationCodeRequest,
    response: ApplicationCodePassedResponse,
  }),
  /** The same check, for a request that came through the login's own adapter (`defaultAdapter=otp`). */
  adapterOtpCode: endpoint({
    method: 'POST',
    access: 'public',
    path: 'adapter/inside/otpCode',
    body: ApplicationCodeRequest,
    response: ApplicationCodePassedResponse,
  }),
} as const;
