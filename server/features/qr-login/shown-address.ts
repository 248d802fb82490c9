/** The longest address the phone is shown. */
const ADDRESS_MAX = 64;
const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The browser's address as the phone confirming its sign-in shows it: an IPv4 address the server heard on an
 * IPv6 socket (`::ffff:127.0.0.1`) as the IPv4 address a person knows, and no longer than the page has room for.
 */
export const shownAddress = (address: string): string =>
  (IPV4_MAPPED.exec(address)?.[1] ?? address).slice(0, ADDRESS_MAX);
