import { APPLICATION_CODE_ENDPOINTS as ENDPOINTS } from '../../../schemas/application-two-factor.endpoints';
import type { ApplicationCodeRequest } from '../../../schemas/application-code.schema';
import type { Api } from '../../api/request';

/** The application's code check (public): through the plugin's door, or the login adapter's. */
export function applicationCodeApi(api: Api) {
  return {
    checkCode: (body: ApplicationCodeRequest, viaAdapter: boolean, signal: AbortSignal) =>
      api(viaAdapter ? ENDPOINTS.adapterOtpCode : ENDPOINTS.applicationOtpCode, { body, signal }).then(
        (r) => r.data,
      ),
  };
}
