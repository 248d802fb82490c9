import type { SpApplication } from '../../../schemas/login-context.schema';
import type { ThirdPartyStartQuery } from '../../../schemas/third-party-login.schema';
import type { RedirectKind } from '../../../schemas/third-party-sources';
import { THIRD_PARTY_LOGIN_ENDPOINTS as ENDPOINTS } from '../../../schemas/third-party-login.endpoints';
import type { Api } from '../../api/request';

type Tenant = { clientId: string; enterpriseId: string };

/** Third-party sign-in's calls (SPEC 7, authenticate/{adapter}/…): start and callback (the binding's are bind's). */
export function thirdPartyLoginApi(api: Api) {
  return {
    /**
     * `inApp`: the page runs in this provider's own app, which signs in by its in-app authorisation;
     * `embedded`: the login card frames the provider's QR page.
     */
    start: (
      adapter: RedirectKind,
      {
        clientId,
        enterpriseId,
        application,
        pluginId,
      }: Tenant & { application: SpApplication | null; pluginId: string | null },
      mode: Pick<ThirdPartyStartQuery, 'inApp' | 'embedded'>,
      signal: AbortSignal,
    ) =>
      api(ENDPOINTS.thirdPartyStart, {
        params: { adapter },
        query: {
          clientId,
          _enterprise_id: enterpriseId,
          ...mode,
          ...(application ?? {}),
          ...(pluginId === null ? {} : { pluginId }),
        },
        signal,
      }).then((r) => r.data),
    callback: (
      adapter: RedirectKind,
      body: { code: string; state: string; iss: string | null } & Tenant,
      signal: AbortSignal,
    ) =>
      api(ENDPOINTS.thirdPartyCallback, {
        params: { adapter },
        body: {
          code: body.code,
          state: body.state,
          clientId: body.clientId,
          _enterprise_id: body.enterpriseId,
          ...(body.iss === null ? {} : { iss: body.iss }),
        },
        signal,
      }).then((r) => r.data),
  };
}
