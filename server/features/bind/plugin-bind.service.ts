import type { PluginBindRequest } from '../../../schemas/plugin-login.schema';
import { sha256Hex } from '../../crypto/opaque-token';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { namedTenant } from '../call-outcome';
import type { GrantCaller, LoginOutcome } from '../password-login/password-grant.service';
import { passwordGrant } from '../password-login/password-grant.service';
import { pluginLinkKind, pluginSourceOf } from '../third-party-login/link-kind';
import { liveBindingKind, type BindingKey } from '../third-party-login/pending-binding.repo';
import { linkOnPass } from './third-party-binding.service';
import { passwordChainRefusal } from '../composite/chain-step.service';
import { waitingHash } from '../plugin-login/plugin-trace.service';

/** A trace waiting for a binding: its pending binding's key, and the plugin source it is of. */
export type WaitingBinding = { key: BindingKey; enterpriseAuthId: string };

/**
 * The binding a trace waits for in this browser and tenant, for this code (the one its check was given), or
 * null: unknown, spent, expired, another browser's or code's, or waiting for its fields instead. bind_user and
 * register/adapter/binding both prove the trace so.
 */
export async function waitingBinding(
  deps: Deps,
  tenant: Tenant,
  trace: { traceId: string; authCode: string },
  browserId: string,
): Promise<WaitingBinding | null> {
  const waiting = {
    bindingHash: waitingHash('bind', trace.traceId, trace.authCode),
    enterpriseId: tenant.id,
    browserHash: sha256Hex(browserId),
  };
  const kind = await liveBindingKind(deps.db, waiting, deps.clock.now());
  const enterpriseAuthId = kind && pluginSourceOf(kind);
  if (!enterpriseAuthId) return null;
  return { key: { ...waiting, kind: pluginLinkKind(enterpriseAuthId) }, enterpriseAuthId };
}

/**
 * POST bind_user: rest_token's password grant (SM2 challenge, address wait, lock, captcha, password, account
 * state, all its answers) whose check links the trace's person to the account once the password is right, as a
 * third-party binding does (linkOnPass: the waiting trace spent and the link made in one transaction). The
 * trace must wait for a binding, in this browser, for this code (else `binding_invalid`, before the password
 * is looked at, so a stale trace costs no attempt); `openid_bound` and `username_bound` as SPEC 8 says. The
 * token names the plugin source.
 */
export async function bindPluginUser(
  deps: Deps,
  defaultTenant: Tenant,
  request: PluginBindRequest,
  caller: GrantCaller & { browserId: string },
): Promise<LoginOutcome> {
  const tenant = await namedTenant(deps, defaultTenant, request._enterprise_id ?? undefined);
  if (!tenant) return { ok: false, errorCase: 'invalid_client' };
  const waiting = await waitingBinding(deps, tenant, request, caller.browserId);
  if (!waiting) return { ok: false, errorCase: 'binding_invalid' };
  const chained = await passwordChainRefusal(deps, tenant);
  if (chained) return { ok: true, step: chained };
  const { key, enterpriseAuthId } = waiting;
  return passwordGrant(deps, tenant, request, caller, enterpriseAuthId, linkOnPass(deps, key, request));
}
