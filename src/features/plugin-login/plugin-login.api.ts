import { PLUGIN_LOGIN_ENDPOINTS as ENDPOINTS } from '../../../schemas/plugin-login.endpoints';
import type {
  ComplementFormQuery,
  ComplementRequest,
  TraceCheckRequest,
} from '../../../schemas/plugin-login.schema';
import type { Api } from '../../api/request';

type Tenant = { clientId: string; enterpriseId: string };

/** Plugin login sources' calls (SPEC 7 Plugin): the trace that leaves for the plugin, its check, the binding or
 * the registration that links, the fields a trace waits for. */
export function pluginLoginApi(api: Api) {
  return {
    /** generate_trace_id; a composite chain's step names the chain's code (`authCode`), a plain login none. */
    start: (
      enterpriseAuthId: string,
      { clientId, enterpriseId, chainCode }: Tenant & { chainCode: string | null },
      signal: AbortSignal,
    ) =>
      api(ENDPOINTS.pluginTraceStart, {
        body: {
          enterpriseAuthId,
          clientId,
          _enterprise_id: enterpriseId,
          ...(chainCode === null ? {} : { authCode: chainCode }),
        },
        signal,
      }).then((r) => r.data),
    check: (body: TraceCheckRequest, signal: AbortSignal) =>
      api(ENDPOINTS.pluginTraceCheck, { body, signal }).then((r) => r.data),
    complementForm: (query: ComplementFormQuery, signal: AbortSignal) =>
      api(ENDPOINTS.pluginComplementForm, { query, signal }).then((r) => r.data),
    complete: (body: ComplementRequest, signal: AbortSignal) =>
      api(ENDPOINTS.pluginComplement, { body, signal }).then((r) => r.data),
  };
}
