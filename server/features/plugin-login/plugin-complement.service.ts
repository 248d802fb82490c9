import type { FormField } from '../../../schemas/dynamic-form.schema';
import {
  COMPLEMENT_REFUSALS as REFUSALS,
  type ComplementField,
  type ComplementForm,
  type ComplementFormQuery,
  type ComplementRefusal,
  type ComplementRequest,
  type TraceCheck,
} from '../../../schemas/plugin-login.schema';
import { isEmail, isPhoneNumber } from '../../../schemas/rules/contact.rule';
import { sha256Hex } from '../../crypto/opaque-token';
import type { Deps } from '../../deps';
import { OVER_QUOTA, overQuotaRefusal } from '../../license/license.service';
import type { Tenant } from '../../tenant/tenant.repo';
import { namedTenant, refusals, type CallOutcome } from '../call-outcome';
import { takenField } from '../register/register.repo';
import type { ExternalIdentity } from '../third-party-login/connector';
import { pluginLinkKind, pluginSourceOf } from '../third-party-login/link-kind';
import {
  findWaitingPerson,
  spendPendingBinding,
  type WaitingPerson,
} from '../third-party-login/pending-binding.repo';
import { autoCreate } from './auto-account.service';
import { signInPluginUser } from './plugin-person.service';
import type { PluginSource } from './plugin-source.repo';
import { openPluginSource } from './plugin-source.service';
import { waitingHash } from './plugin-trace.service';

const { invalid } = refusals<ComplementRefusal, never>();

const NO_TEXT = { zh: '', en: '' };
/** Each field as SPEC 3's dynamic form draws it, required; the page names it by its key (the server sends codes). */
const formField = (key: ComplementField): FormField => ({
  key,
  name: NO_TEXT,
  placeholder: NO_TEXT,
  type: 'input',
  options: [],
  readonly: false,
  show: true,
  send: true,
  description: NO_TEXT,
  rules: [{ required: true, message: 'fieldRequired' }],
});

const CHECKS: Record<ComplementField, { valid: (value: string) => boolean; refusal: ComplementRefusal }> = {
  phone: { valid: (value) => isPhoneNumber(value), refusal: REFUSALS.phoneInvalid },
  email: { valid: isEmail, refusal: REFUSALS.emailInvalid },
};

type Waiting = { tenant: Tenant; source: PluginSource; person: WaitingPerson; key: WaitingKey };
type WaitingKey = { bindingHash: string; enterpriseId: string; browserHash: string };

/** The trace waiting for its fields in this browser and the named tenant, its source and person; else null. */
async function waitingTrace(
  deps: Deps,
  defaultTenant: Tenant,
  request: { traceId: string; _enterprise_id?: string | undefined },
  browserId: string,
): Promise<Waiting | null> {
  const tenant = await namedTenant(deps, defaultTenant, request._enterprise_id);
  if (!tenant) return null;
  const key = {
    bindingHash: waitingHash('complement', request.traceId),
    enterpriseId: tenant.id,
    browserHash: sha256Hex(browserId),
  };
  const person = await findWaitingPerson(deps.db, key, deps.clock.now());
  const enterpriseAuthId = person && pluginSourceOf(person.kind);
  const source = enterpriseAuthId && (await openPluginSource(deps, tenant.id, enterpriseAuthId));
  return person && source ? { tenant, source, person, key } : null;
}

/** The fields the source requires that the plugin left out. */
const missingFields = ({ source, person }: Waiting): ComplementField[] =>
  source.complementFields.filter((field) => !person.profile[field]);

/** GET authenticate/plugin/complement_form: the form of the fields still missing. */
export async function complementForm(
  deps: Deps,
  defaultTenant: Tenant,
  query: ComplementFormQuery,
  browserId: string,
): Promise<CallOutcome<ComplementForm>> {
  const waiting = await waitingTrace(deps, defaultTenant, query, browserId);
  if (!waiting) return invalid(REFUSALS.traceNotFound);
  return {
    ok: true,
    data: {
      displayName: waiting.person.displayName,
      form: { formData: missingFields(waiting).map(formField), detailsData: [] },
    },
  };
}

/**
 * POST authenticate/plugin/complement: each missing field's value checked by its rule and against the tenant's
 * accounts (a refusal leaves the trace waiting, to be corrected), then the trace is spent and the account made
 * as the trace check would have (autoCreate, linked, the quota counted) and signed in; a conflict met only then
 * (an account made meanwhile) is the trace check's auto-create refusal.
 */
export async function completePluginPerson(
  deps: Deps,
  defaultTenant: Tenant,
  request: ComplementRequest,
  browserId: string,
): Promise<CallOutcome<TraceCheck>> {
  const waiting = await waitingTrace(deps, defaultTenant, request, browserId);
  if (!waiting) return invalid(REFUSALS.traceNotFound);
  const { tenant, source, person, key } = waiting;
  const values: Partial<Record<ComplementField, string>> = {};
  for (const field of missingFields(waiting)) {
    const value = request.values[field]?.trim() ?? '';
    if (!CHECKS[field].valid(value)) return invalid(CHECKS[field].refusal);
    values[field] = value;
  }
  const identity: ExternalIdentity = {
    issuer: person.issuer,
    subject: person.subject,
    displayName: person.displayName,
    preferredUsername: person.profile.preferredUsername,
    email: values.email ?? person.profile.email,
    phone: values.phone ?? person.profile.phone,
    emailVerified: true,
    phoneVerified: true,
  };
  const taken = await takenField(deps.db, tenant.id, {
    username: '',
    email: values.email ?? null,
    phoneNumber: values.phone ?? null,
  });
  if (taken === 'email') return invalid(REFUSALS.emailExists);
  if (taken === 'phoneNumber') return invalid(REFUSALS.phoneExists);

  const kind = pluginLinkKind(source.enterpriseAuthId);
  if (!(await spendPendingBinding(deps.db, { ...key, kind }, deps.clock.now())))
    return invalid(REFUSALS.traceNotFound);
  const made = await autoCreate(deps, { enterpriseId: tenant.id, kind, identity }, source.complementFields);
  if (made === OVER_QUOTA) return overQuotaRefusal;
  // A trace inside a chain waits for no fields (plugin-person.service.ts): this one is no chain's step.
  if ('user' in made)
    return signInPluginUser(deps, tenant, source, made.user, { browserId, chainCodeHash: null });
  if ('refusal' in made) return { ok: true, data: { autoCreateFalid: true, message: made.refusal } };
  // Every required field has its value now: still missing is the plugin's username, which no form gives.
  return { ok: true, data: { autoCreateFalid: true, message: REFUSALS.traceNotFound } };
}
