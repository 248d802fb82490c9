import type { ConnectionOptions } from 'node:tls';
import { Client, InvalidCredentialsError } from 'ldapts';
import type { TenantDirectory } from './tenant-directory.repo';
import { userFilter } from './directory-filter';

/** A directory entry as the login maps it onto a local user. */
export type DirectoryEntry = {
  dn: string;
  username: string;
  mail: string | null;
  mobile: string | null;
  displayName: string | null;
};

/** What the directory said of a name and a password; `unavailable` carries the reason for the log. */
export type DirectoryVerdict =
  | { kind: 'pass'; entry: DirectoryEntry }
  | { kind: 'wrong' }
  | { kind: 'unknown' }
  | { kind: 'unavailable'; reason: string };

const firstText = (value: unknown): string | null => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first !== '' ? first : null;
};

/**
 * The password checked by the tenant's directory: bind with the search account, find the one entry the
 * tenant's filter gives for the name, then bind as that entry with the password. Referrals are never followed
 * (ldapts returns them, and they are not entries); every operation has the directory's time limit. An empty
 * password is refused before any bind: LDAP takes a simple bind without one as anonymous, not as a failure.
 */
export async function checkInDirectory(
  directory: TenantDirectory,
  username: string,
  password: string,
): Promise<DirectoryVerdict> {
  if (password === '') return { kind: 'wrong' };
  const tlsOptions: ConnectionOptions = {
    ...(directory.caPem ? { ca: directory.caPem } : {}),
    minVersion: 'TLSv1.2',
  };
  const client = new Client({
    url: directory.url,
    timeout: directory.timeoutMs,
    connectTimeout: directory.timeoutMs,
    ...(directory.security === 'ldaps' ? { tlsOptions } : {}),
  });
  try {
    if (directory.security === 'starttls') await client.startTLS(tlsOptions);
    await client.bind(directory.bindDn, directory.bindPassword);
    const attributes = [
      directory.usernameAttribute,
      directory.mailAttribute,
      directory.mobileAttribute,
      directory.displayNameAttribute,
    ].filter((a): a is string => a !== null);
    const { searchEntries } = await client.search(directory.baseDn, {
      scope: 'sub',
      filter: userFilter(directory.userFilter, username),
      attributes,
      sizeLimit: 2,
      timeLimit: Math.max(1, Math.ceil(directory.timeoutMs / 1000)),
    });
    if (searchEntries.length === 0) return { kind: 'unknown' };
    const [entry] = searchEntries;
    if (!entry || searchEntries.length > 1)
      return { kind: 'unavailable', reason: `the filter matches more than one entry for "${username}"` };
    try {
      await client.bind(entry.dn, password);
    } catch (error) {
      if (error instanceof InvalidCredentialsError) return { kind: 'wrong' };
      throw error;
    }
    const read = (attribute: string | null) => (attribute ? firstText(entry[attribute]) : null);
    const name = read(directory.usernameAttribute);
    if (!name) return { kind: 'unavailable', reason: `${entry.dn} has no ${directory.usernameAttribute}` };
    return {
      kind: 'pass',
      entry: {
        dn: entry.dn,
        username: name,
        mail: read(directory.mailAttribute),
        mobile: read(directory.mobileAttribute),
        displayName: read(directory.displayNameAttribute),
      },
    };
  } catch (error) {
    return {
      kind: 'unavailable',
      reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
  } finally {
    await client.unbind().catch(() => undefined);
  }
}
