import { endpointPath, type Endpoint } from '../../schemas/endpoint';
import { APPLICATION_ENDPOINTS } from '../../schemas/endpoint-table';
import { FailedEnvelope } from '../../schemas/envelope.schema';
import type { ApprovalDecision, PendingRegistration } from '../../schemas/register.schema';
import { API_VERSION } from '../../schemas/spec-constants';
import {
  decideRegistration,
  pendingRegistrations,
  type ApprovalDeps,
} from '../features/register/approval.service';
import type { Tenant } from '../tenant/tenant.repo';

export type DeskOutcome<T> = { ok: true; data: T } | { ok: false; code: string; message: string };

/** Where the admin command's approvals go: the database itself, or a running server's API. */
export interface ApprovalDesk {
  pending(): Promise<DeskOutcome<PendingRegistration[]>>;
  decide(decision: ApprovalDecision): Promise<DeskOutcome<PendingRegistration>>;
}

/** Decides on the database, as the server's approval endpoint does; `decidedBy` names who did. */
export function databaseDesk(deps: ApprovalDeps, tenant: Tenant, decidedBy: string): ApprovalDesk {
  return {
    pending: async () => ({ ok: true, data: await pendingRegistrations(deps.db, tenant) }),
    decide: (decision) => decideRegistration(deps, tenant, decision, decidedBy),
  };
}

/**
 * Decides through the approval endpoints of the server at `baseUrl` (SPEC section 6: an application token
 * with ROLE_APPLICATION_API; its tenant is the one served). Refusals come back as the envelope said them.
 */
export function serverDesk(baseUrl: string, token: string): ApprovalDesk {
  const send = async (endpoint: Endpoint, body?: unknown): Promise<DeskOutcome<unknown>> => {
    const response = await fetch(
      `${baseUrl.replace(/\/+$/, '')}/api/${endpointPath(endpoint, API_VERSION)}`,
      {
        method: endpoint.method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
    );
    const json: unknown = await response.json().catch(() => null);
    const failed = FailedEnvelope.safeParse(json);
    if (failed.success) return { ok: false, code: failed.data.code, message: failed.data.message ?? '' };
    if (!response.ok) return { ok: false, code: String(response.status), message: response.statusText };
    return { ok: true, data: json };
  };
  const { pendingRegistrations: list, decideRegistration: decide } = APPLICATION_ENDPOINTS;
  return {
    async pending() {
      const sent = await send(list);
      return sent.ok ? { ok: true, data: list.response.parse(sent.data).data } : sent;
    },
    async decide(decision) {
      const sent = await send(decide, decision);
      return sent.ok ? { ok: true, data: decide.response.parse(sent.data).data } : sent;
    },
  };
}
