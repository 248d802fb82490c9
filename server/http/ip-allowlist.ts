/** IPv4 CIDR matching for the tenant allowlist; IPv6 addresses match only an exact entry. */
function ipv4ToInt(ip: string): number | null {
  const parts = ip.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    value = value * 256 + Number(part);
  }
  return value;
}

// Node reports IPv4 clients of a dual-stack socket as ::ffff:a.b.c.d.
export const normaliseIp = (ip: string) => ip.replace(/^::ffff:/i, '');

function matches(ip: string, entry: string): boolean {
  const [base = '', bitsText] = entry.trim().split('/');
  const address = ipv4ToInt(ip);
  const network = ipv4ToInt(base);
  if (address === null || network === null) return ip === base;
  const bits = bitsText === undefined ? 32 : Number(bitsText);
  if (!Number.isInteger(bits) || bits < 0 || bits > 32) return false;
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  return (address & mask) >>> 0 === (network & mask) >>> 0;
}

/** An empty allowlist allows every address. */
export function ipAllowed(ip: string, allowlist: readonly string[]): boolean {
  if (allowlist.length === 0) return true;
  const address = normaliseIp(ip);
  return allowlist.some((entry) => matches(address, entry));
}
