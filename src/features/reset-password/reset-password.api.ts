import { RESET_PASSWORD_ENDPOINTS as ENDPOINTS } from '../../../schemas/reset-password.endpoints';
import type {
  ObtainCodeRequest,
  SecretCheckRequest,
  SecretIssuesQuery,
  VerifyCodeRequest,
  VerifyUserRequest,
} from '../../../schemas/reset-password.schema';
import type { CodeCheck } from '../../../machines/reset-password/reset-code.machine';
import type { ResetSubmission } from '../../../machines/reset-password/reset-new-password.machine';
import { drawCaptcha } from '../../api/captcha';
import { newClientToken } from '../../api/client-token';
import type { Api } from '../../api/request';
import { checkSToken } from '../../crypto/s-token';

/** The reset's calls (SPEC section 7: forgot_password/*, secret/security/issues/*) and the login's captcha. */
export function resetPasswordApi(api: Api) {
  const data = <T>(call: Promise<{ data: T }>) => call.then((r) => r.data);
  return {
    captcha: (signal: AbortSignal) => drawCaptcha(api, signal),
    verifyUser: (body: VerifyUserRequest, signal: AbortSignal) =>
      data(api(ENDPOINTS.forgotVerifyUser, { body, signal })),
    obtainCode: (body: ObtainCodeRequest, signal: AbortSignal) =>
      data(api(ENDPOINTS.forgotObtainCode, { body, signal })),
    /**
     * SPEC 5: the answer's sToken must open, under the reset token sent, to the code sent. The proved reset's
     * token comes with it (a back end that keeps the token sends none: the one sent goes on).
     */
    verifyCode: async (body: VerifyCodeRequest, signal: AbortSignal): Promise<CodeCheck> => {
      const answer = await data(api(ENDPOINTS.forgotVerifyCode, { body, signal }));
      return {
        check: checkSToken(answer.sToken, body.resetToken, body.code),
        resetToken: answer.resetToken ?? body.resetToken,
      };
    },
    secretIssues: (query: SecretIssuesQuery, signal: AbortSignal) =>
      data(api(ENDPOINTS.secretIssues, { query, signal })),
    secretCheck: (body: SecretCheckRequest, signal: AbortSignal) =>
      data(api(ENDPOINTS.secretCheck, { body, signal })),
    /** Each call carries a fresh client token, so a retry is a new request. */
    submit: (body: ResetSubmission, signal: AbortSignal) =>
      data(api(ENDPOINTS.forgotSubmit, { body: { ...body, clientToken: newClientToken() }, signal })),
  };
}
