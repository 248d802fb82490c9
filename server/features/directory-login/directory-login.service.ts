import type { DirectoryLoginRequest } from '../../../schemas/password-login.schema';
import { LICENSE_CODES } from '../../../schemas/refusals';
import { ADAPTERS } from '../../../schemas/spec-constants';
import type { Deps } from '../../deps';
import { checkInDirectory } from '../../directory/directory-client';
import { createDirectoryUser, findDirectoryUser } from '../../directory/directory-user.repo';
import { findTenantDirectory } from '../../directory/tenant-directory.repo';
import { OVER_QUOTA, roomForUser } from '../../license/license.service';
import type { Tenant } from '../../tenant/tenant.repo';
import {
  passwordGrant,
  type CheckCredential,
  type GrantCaller,
  type LoginOutcome,
} from '../password-login/password-grant.service';

/**
 * adapter/inside/password: the password grant of a tenant's directory adapter (LDAP). The directory checks the
 * password; its person signs in as the local user made on their first login (found again by DN), with the
 * password login's captcha, lockout and account states. A wrong password and a name the directory does not
 * have are counted failures with answers of their own; a directory that does not answer is no guess (not
 * counted), told to the user as such and logged here with the reason.
 */
export function directoryLogin(
  deps: Deps,
  defaultTenant: Tenant,
  request: DirectoryLoginRequest,
  caller: GrantCaller,
): Promise<LoginOutcome> {
  return passwordGrant(
    deps,
    defaultTenant,
    request,
    caller,
    ADAPTERS.ldap,
    inDirectory(deps, request.enterpriseAuthId),
    request.authCode ?? null,
  );
}

const inDirectory =
  (deps: Deps, enterpriseAuthId: string): CheckCredential =>
  async (tenant, username, password) => {
    const where = `Directory ${enterpriseAuthId} of tenant ${tenant.id}`;
    const directory = await findTenantDirectory(deps.db, deps.secretBox, tenant.id, enterpriseAuthId).catch(
      (error: unknown) => {
        // A search account's password sealed under another SECRETS_KEY: the directory cannot be asked.
        console.error(`${where}: its search account's password does not open: ${String(error)}`);
        return 'unopened' as const;
      },
    );
    if (directory === 'unopened') return { kind: 'refused', errorCase: 'directory_unavailable' };
    if (!directory) return { kind: 'refused', errorCase: 'invalid_parameter' };
    if (password === null) return { kind: 'wrong' };
    const verdict = await checkInDirectory(directory, username, password);
    if (verdict.kind === 'wrong') return { kind: 'wrong', account: verdict.username };
    if (verdict.kind === 'unknown') return { kind: 'wrong', errorCase: 'user_not_found' };
    if (verdict.kind === 'unavailable') {
      console.error(`${where} (${directory.url}): ${verdict.reason}`);
      return { kind: 'refused', errorCase: 'directory_unavailable' };
    }
    const user =
      (await findDirectoryUser(deps.db, tenant.id, verdict.entry.dn)) ??
      (await deps.db.transaction(async (tx) =>
        (await roomForUser(tx, deps.licenseKey))
          ? createDirectoryUser(tx, tenant.id, verdict.entry)
          : OVER_QUOTA,
      ));
    // A first login makes a user: not while the instance is at its license's quota. No guess: not counted.
    if (user === OVER_QUOTA) return { kind: 'refused', errorCase: LICENSE_CODES.overQuota };
    if (user) return { kind: 'pass', user };
    console.error(
      `${where}: ${verdict.entry.dn} cannot sign in as "${verdict.entry.username}", a local account's name`,
    );
    return { kind: 'refused', errorCase: 'user_conflict' };
  };
