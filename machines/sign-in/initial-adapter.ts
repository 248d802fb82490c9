import type { AdapterList } from '../../schemas/boot.schema';
import type { LoginContext } from '../../schemas/login-context.schema';
import { PASSWORD_LOGIN_TYPE, type LoginTypeEntry } from '../../schemas/login-page-config.schema';
import { type Edition, needsPaidEdition } from '../../schemas/rules/edition.rule';
import { ADAPTERS } from '../../schemas/spec-constants';

export type InitialAdapter =
  | { kind: 'adapter'; key: string; types: LoginTypeEntry[] }
  | { kind: 'noSecurityAuth' }
  | { kind: 'unavailable' };

/** `defaultAdapter=up` in the URL names the password adapter (SPEC section 2). */
const URL_ADAPTER_ALIASES: Record<string, string> = { up: ADAPTERS.password };

const PREFERRED = [ADAPTERS.password, ADAPTERS.mobilePhoneToken, ADAPTERS.scanCode];

/** Mobile application logins show at most three login types (SPEC section 4). */
const MOBILE_APPLICATION_LIMIT = 3;

/**
 * The adapter the login page opens on (SPEC section 4, initial adapter). An adapter list that failed to load
 * is `unavailable`: the page offers a retry, since the tenant may well have adapters. None at all (noSecurityAuth) goes
 * to /systemError; the configured one (URL, then the tenant's default for this device) when it is shown;
 * for a service-provider login the first type the application allows; else the first of password,
 * mobile-phone token and scan code the tenant has; else the first shown type.
 *
 * The free edition offers the password alone (SPEC 2; rules/edition.rule.ts), and the server refuses every
 * other type: a free tenant's page opens on the password whatever its default or the URL says, its other
 * tabs opening the edition prompt. One whose page does not list the password (a list kept from a paid
 * edition) gets its tab first, when the tenant has the password adapter on for this device; without it no
 * type is left that the server accepts (noSecurityAuth).
 */
export function initialAdapter(options: {
  adapters: AdapterList | null;
  types: LoginTypeEntry[];
  context: LoginContext;
  mobile: boolean;
  urlAdapter?: string | undefined;
  edition?: Edition | null | undefined;
}): InitialAdapter {
  const { adapters, context, mobile, urlAdapter, edition } = options;
  const application = context.type !== 'IDAAS';
  const types = mobile && application ? options.types.slice(0, MOBILE_APPLICATION_LIMIT) : options.types;
  if (!adapters) return { kind: 'unavailable' };
  if (adapters.noSecurityAuth) return { kind: 'noSecurityAuth' };
  // A type the page may open on: shown, and not one this tenant's edition keeps for a paid one.
  const opens = (key: string | null | undefined) =>
    key && !needsPaidEdition(edition, key) ? types.find((t) => t.key === key) : undefined;
  const configured =
    opens(urlAdapter ? (URL_ADAPTER_ALIASES[urlAdapter] ?? urlAdapter) : undefined) ??
    opens(mobile ? adapters.idaasH5Adapter : adapters.idaasAdapter);
  const first = types.find((t) => !needsPaidEdition(edition, t.key));
  const preferred = application ? first : PREFERRED.map(opens).find(Boolean);
  const chosen = configured ?? preferred ?? first;
  if (chosen) return { kind: 'adapter', key: chosen.key, types };
  if (edition === 'free' && passwordOn(adapters, mobile)) {
    return { kind: 'adapter', key: PASSWORD_LOGIN_TYPE.key, types: [PASSWORD_LOGIN_TYPE, ...types] };
  }
  return { kind: 'noSecurityAuth' };
}

/** Whether the tenant (or the application) has the password adapter on for this device. */
const passwordOn = (adapters: AdapterList, mobile: boolean) =>
  adapters.list.some(
    (a) =>
      a.enterpriseAuthId === ADAPTERS.password &&
      a.display &&
      a.clientDevices.includes(mobile ? 'MOBILE_H5' : 'PC_BROWSER'),
  );
