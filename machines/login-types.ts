import type { Adapter, ClientDevice } from '../schemas/boot.schema';
import { ADAPTERS } from '../schemas/spec-constants';
import type { LoginTypeEntry } from '../schemas/login-page-config.schema';

/**
 * The login-type tabs: the configured `loginTypeList` in its order, kept only where the tenant has that
 * adapter displayed for this device (`load_auths`) and this app has a flow for it.
 */
export function availableLoginTypes(
  configured: readonly LoginTypeEntry[],
  adapters: readonly Adapter[],
  device: ClientDevice,
  implemented: readonly string[],
): LoginTypeEntry[] {
  const usable = new Set(
    adapters.filter((a) => a.display && a.clientDevices.includes(device)).map((a) => a.enterpriseAuthId),
  );
  const seen = new Set<string>();
  return configured.filter((entry) => {
    if (seen.has(entry.key) || !usable.has(entry.key) || !implemented.includes(entry.key)) return false;
    seen.add(entry.key);
    return true;
  });
}

/** Login types this app has a flow for; the others are not offered. */
export const IMPLEMENTED_ADAPTERS: readonly string[] = [ADAPTERS.password];
