import { isIP } from 'node:net';
import type { ConnectionOptions } from 'node:tls';
import { Client, InvalidCredentialsError, type Entry } from 'ldapts';
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

/**
 * What the directory said of a name and a password: the entry; a wrong password (with the name of the entry
 * the name found, for its lock); no such entry; or no usable answer, with the reason for the log.
 */
export type DirectoryVerdict =
  | { kind: 'pass'; entry: DirectoryEntry }
  | { kind: 'wrong'; username: string | null }
  | { kind: 'unknown' }
  | { kind: 'unavailable'; reason: string };

const reasonOf = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * The password checked by the tenant's directory: bind with the search account, find the one entry the
 * tenant's filter gives for the name, then bind as that entry with the password. Referrals are never followed
 * (ldapts returns them, and they are not entries); every operation has the directory's time limit, and the
 * whole check (a StartTLS handshake too) at most twice the limit plus a second. An empty password is refused
 * before any bind: LDAP takes a simple bind without one as anonymous, not as a failure.
 */
export async function checkInDirectory(
  directory: TenantDirectory,
  username: string,
  password: string,
): Promise<DirectoryVerdict> {
  if (password === '') return { kind: 'wrong', username: null };
  let client: Client | null = null;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<DirectoryVerdict>((resolve) => {
    timer = setTimeout(
      () => resolve({ kind: 'unavailable', reason: `no answer within ${2 * directory.timeoutMs + 1000} ms` }),
      2 * directory.timeoutMs + 1000,
    );
  });
  const check = async (): Promise<DirectoryVerdict> => {
    try {
      const url = new URL(directory.url);
      const tlsOptions: ConnectionOptions = {
        ...(directory.caPem ? { ca: directory.caPem } : {}),
        // The name the certificate must carry (ldapts's StartTLS would check "localhost"); SNI names a host,
        // never an address (RFC 6066).
        host: url.hostname,
        ...(isIP(url.hostname) ? {} : { servername: url.hostname }),
        minVersion: 'TLSv1.2',
      };
      client = new Client({
        url: directory.url,
        timeout: directory.timeoutMs,
        connectTimeout: directory.timeoutMs,
        ...(directory.security === 'ldaps' ? { tlsOptions } : {}),
      });
      if (directory.security === 'starttls') await client.startTLS(tlsOptions);
      await client.bind(directory.bindDn, directory.bindPassword);
      return await findAndBind(client, directory, username, password);
    } catch (error) {
      return { kind: 'unavailable', reason: reasonOf(error) };
    }
  };
  try {
    return await Promise.race([check(), deadline]);
  } finally {
    clearTimeout(timer);
    await (client as Client | null)?.unbind().catch(() => undefined);
  }
}

async function findAndBind(
  client: Client,
  directory: TenantDirectory,
  username: string,
  password: string,
): Promise<DirectoryVerdict> {
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
  const read = (attribute: string | null) => (attribute ? firstText(entry, attribute) : null);
  const name = read(directory.usernameAttribute);
  if (!name) return { kind: 'unavailable', reason: `${entry.dn} has no ${directory.usernameAttribute}` };
  try {
    await client.bind(entry.dn, password);
  } catch (error) {
    if (error instanceof InvalidCredentialsError) return { kind: 'wrong', username: name };
    throw error;
  }
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
}

/** An attribute's first text value; attribute names are case-insensitive (RFC 4512), whatever case came back. */
function firstText(entry: Entry, attribute: string): string | null {
  const key = Object.keys(entry).find((k) => k.toLowerCase() === attribute.toLowerCase());
  const value = key === undefined ? undefined : entry[key];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first !== '' ? first : null;
}
