import type { Adapter, ClientDevice } from '../../schemas/boot.schema';
import type { LoginTypeEntry } from '../../schemas/login-page-config.schema';

/**
 * The login-type tabs: the configured `loginTypeList` in its order, kept only where the tenant has that
 * adapter displayed for this device (`load_auths`, or for a service provider `application/load_auths`)
 * and this app has a login type for it (machines/sign-in/login-types.ts).
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
