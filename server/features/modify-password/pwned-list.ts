import { createHash, randomBytes, randomInt } from 'node:crypto';

// A small local stand-in for a breached-password corpus: very common passwords, several of which pass the
// default policy (upper, lower, digit, special, 8+) and so can only be caught by this list.
const BREACHED: ReadonlyArray<readonly [string, number]> = [
  ['123456', 37_359_195],
  ['123456789', 16_629_796],
  ['password', 9_545_824],
  ['qwerty', 10_213_367],
  ['12345678', 5_230_131],
  ['111111', 3_120_496],
  ['abc123', 2_996_560],
  ['password1', 2_418_984],
  ['iloveyou', 2_329_136],
  ['admin', 1_235_142],
  ['welcome', 1_024_021],
  ['Password1', 1_190_243],
  ['P@ssw0rd', 77_053],
  ['Passw0rd!', 32_145],
  ['Password@123', 32_401],
  ['Password123!', 40_211],
  ['Admin@123', 41_022],
  ['Admin@123456', 9_210],
  ['Qwerty@123', 20_317],
  ['Qwerty123!', 18_604],
  ['Abc@123456', 12_876],
  ['Aa123456!', 11_302],
  ['Welcome@123', 16_219],
  ['Welcome1!', 8_911],
  ['Changeme123!', 2_745],
  ['Test@123456', 6_548],
  ['Zxcvbnm@123', 3_187],
  ['Admin123!', 15_442],
];

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex').toUpperCase();

const BY_HASH = new Map(BREACHED.map(([password, count]) => [sha1(password), count]));

/**
 * How many entries a range answer holds at least, real and padding (the range API's Add-Padding): an answer's
 * size does not tell whether the prefix has breached passwords, so an observer of the traffic learns nothing.
 */
export const PADDED_RANGE = { min: 24, max: 40 } as const;

/**
 * Breached entries under a 5-hex SHA-1 prefix, as suffixes (the caller never sends the password), padded with
 * random suffixes of count 0 to a random size between PADDED_RANGE's bounds, in random order; a client counts
 * only entries whose count is above 0.
 */
export function pwnedSuffixes(prefix: string): { suffix: string; count: number }[] {
  const upper = prefix.toUpperCase();
  const found = [...BY_HASH]
    .filter(([hash]) => hash.startsWith(upper))
    .map(([hash, count]) => ({ suffix: hash.slice(5), count }));
  const size = Math.max(found.length, randomInt(PADDED_RANGE.min, PADDED_RANGE.max + 1));
  const padding = Array.from({ length: size - found.length }, () => ({
    suffix: randomBytes(18).toString('hex').slice(0, 35).toUpperCase(),
    count: 0,
  }));
  return [...found, ...padding]
    .map((entry) => ({ entry, order: randomInt(2 ** 31) }))
    .sort((a, b) => a.order - b.order)
    .map(({ entry }) => entry);
}

export function isPwned(password: string): boolean {
  return BY_HASH.has(sha1(password));
}
