import type { TenantCard } from '../../../machines/tenant-select/tenant-select.schema';
import { CORE_ENDPOINTS } from '../../../schemas/core.endpoints';
import { GLOBAL_LOGIN_ENDPOINTS as ENDPOINTS } from '../../../schemas/global-login.endpoints';
import type { TenantChoice } from '../../../schemas/global-login.schema';
import { ApiError } from '../../api/api-error';
import type { Api } from '../../api/request';

// An answer of the right shape for the call, but not for this request: as malformed as any other.
const malformed = (issues: string) =>
  new ApiError(
    { kind: 'malformed', endpoint: ENDPOINTS.globalLogin.path, issues },
    ENDPOINTS.globalLogin.path,
  );

/** The tenant choice's calls (SPEC 7 `authenticate/global/login` with its ticket), and the tenants' own. */
export function tenantSelectApi(api: Api) {
  const choice = async (body: { client_id: string; ticket: string }, signal: AbortSignal) => {
    const answer = await api(ENDPOINTS.globalLogin, { body, signal });
    if (!('ticket' in answer)) throw malformed('a token where the choice was asked');
    return answer satisfies TenantChoice;
  };
  const tenant = async (enterpriseId: string, signal: AbortSignal): Promise<TenantCard> => {
    const query = { enterpriseId };
    const [enterprise, idp] = await Promise.all([
      api(CORE_ENDPOINTS.enterprise, { query, signal }),
      api(CORE_ENDPOINTS.idpInfo, { query, signal }),
    ]);
    return { ...enterprise.data, idpName: idp.data.idpName };
  };
  return {
    /** The choice again (a reload), each tenant described by its enterprise and idp4_info answers. */
    tenants: async (body: { client_id: string; ticket: string }, signal: AbortSignal) => {
      const { enterprises } = await choice(body, signal);
      return Promise.all(enterprises.map((id) => tenant(id, signal)));
    },
    /** The chosen tenant's token; the ticket is spent. */
    redeem: (body: { client_id: string; ticket: string; enterpriseId: string }, signal: AbortSignal) =>
      api(ENDPOINTS.globalLogin, { body, signal }).then((answer) => {
        if (!('access_token' in answer)) throw malformed('a choice where a token was due');
        return answer;
      }),
    /** The choice given up: its ticket no longer redeems, for anyone at this browser later. */
    cancel: async (body: { client_id: string; ticket: string }, signal: AbortSignal) => {
      await api(ENDPOINTS.globalLogin, { body: { ...body, cancel: true }, signal });
      return undefined;
    },
  };
}
