/**
 * A value escaped for an LDAP search filter (RFC 4515 section 3): `*`, `(`, `)`, `\` and NUL as `\XX`, so a
 * username is only ever compared, never read as filter syntax (`*` would match anyone, `)(` add a clause).
 */
export const escapeFilterValue = (value: string): string =>
  value.replace(/[\\*()\0]/g, (char) => `\\${char.charCodeAt(0).toString(16).padStart(2, '0')}`);

/** The tenant's filter with `{username}` replaced by the escaped name, e.g. `(&(objectClass=person)(uid={username}))`. */
export const userFilter = (template: string, username: string): string =>
  // A function, so `$&` or `$'` in a name is text, not a replacement pattern.
  template.replaceAll('{username}', () => escapeFilterValue(username));
