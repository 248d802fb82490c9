import type { Registration } from '../../../machines/register/register.machine';
import type { PluginBindRequest } from '../../../schemas/plugin-login.schema';
import type { LoginBindingRequest } from '../../../schemas/third-party-login.schema';
import type { ThirdPartyKind } from '../../../schemas/third-party-sources';
import { BIND_ENDPOINTS as ENDPOINTS } from '../../../schemas/bind.endpoints';
import { newClientToken } from '../../api/client-token';
import type { Api } from '../../api/request';
import { tokenOnly } from '../../api/token-answer';

type Trace = { traceId: string; authCode: string };

/**
 * The binding pages' calls (SPEC 7): a third-party account's query, sign-in and registration that link it, and
 * a plugin's person's. A registration sends a fresh client token each call, as register's.
 */
export function bindApi(api: Api) {
  return {
    query: (adapter: ThirdPartyKind, uuid: string, enterpriseId: string, signal: AbortSignal) =>
      api(ENDPOINTS.thirdPartyBinding, {
        params: { adapter },
        query: { uuid, _enterprise_id: enterpriseId },
        signal,
      }).then((r) => r.data),
    bindAccount: (adapter: ThirdPartyKind, body: LoginBindingRequest, signal: AbortSignal) =>
      api(ENDPOINTS.thirdPartyBind, { params: { adapter }, body, signal }).then((r) =>
        tokenOnly(r, ENDPOINTS.thirdPartyBind.path),
      ),
    registerAccount: (
      adapter: ThirdPartyKind,
      uuid: string,
      registration: Registration,
      signal: AbortSignal,
    ) =>
      api(ENDPOINTS.thirdPartyRegister, {
        body: { ...registration, clientToken: newClientToken(), adapter, uuid },
        signal,
      }).then((r) => r.data),
    bindPerson: (body: PluginBindRequest, signal: AbortSignal) =>
      api(ENDPOINTS.pluginBind, { body, signal }).then((r) => tokenOnly(r, ENDPOINTS.pluginBind.path)),
    registerPerson: (registration: Registration, trace: Trace, signal: AbortSignal) =>
      api(ENDPOINTS.pluginRegister, {
        body: { ...registration, clientToken: newClientToken(), ...trace },
        signal,
      }).then((r) => r.data),
  };
}
