/**
 * The tenant's username policy (SPEC section 3: the characters a name may contain, and its minimum length),
 * one rule for the registration form that checks a name as it is typed and the server that refuses it.
 */
import type { UsernamePolicy } from '../modify-password.schema';

export type UsernameCharClass =
  'uppercase' | 'lowercase' | 'number' | 'strike' | 'underline' | 'point' | 'emailChar';

/** The classes in the order the page lists them, each with the characters it allows. */
export const USERNAME_CHAR_CLASSES: readonly { name: UsernameCharClass; pattern: RegExp }[] = [
  { name: 'uppercase', pattern: /[A-Z]/ },
  { name: 'lowercase', pattern: /[a-z]/ },
  { name: 'number', pattern: /\d/ },
  { name: 'strike', pattern: /-/ },
  { name: 'underline', pattern: /_/ },
  { name: 'point', pattern: /\./ },
  { name: 'emailChar', pattern: /@/ },
];

/** The longest name either side accepts (SPEC section 9's length constant 64). */
export const USERNAME_MAX_LENGTH = 64;

export const allowedUsernameClasses = (policy: UsernamePolicy): UsernameCharClass[] =>
  USERNAME_CHAR_CLASSES.filter(({ name }) => policy[name]).map(({ name }) => name);

export type UsernameViolation =
  | { code: 'minLength'; min: number }
  | { code: 'maxLength'; max: number }
  /** A character the policy does not allow: the page lists what it does allow. */
  | { code: 'chars'; allowed: UsernameCharClass[] };

/** The first rule of the policy the name breaks, or null. */
export function usernameViolation(username: string, policy: UsernamePolicy): UsernameViolation | null {
  if (username.length < policy.minLength) return { code: 'minLength', min: policy.minLength };
  if (username.length > USERNAME_MAX_LENGTH) return { code: 'maxLength', max: USERNAME_MAX_LENGTH };
  const allowed = USERNAME_CHAR_CLASSES.filter(({ name }) => policy[name]);
  const fits = (char: string) => allowed.some(({ pattern }) => pattern.test(char));
  if (![...username].every(fits)) return { code: 'chars', allowed: allowed.map(({ name }) => name) };
  return null;
}
