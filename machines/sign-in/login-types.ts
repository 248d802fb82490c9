/**
 * The login types this app implements, by adapter id (SPEC section 3): each is a machine that takes a
 * `LoginTypeInput` and ends with a `LoginTypeOutput` (machines/shared/login-type.ts). A new login type is one
 * line here and one in src/app/login-type-table.tsx; the sign-in machine runs whichever the tenant offers.
 */
import { ADAPTERS } from '../../schemas/spec-constants';
import { passwordLoginMachine } from '../password-login/password-login.machine';

export const LOGIN_TYPES = {
  [ADAPTERS.password]: passwordLoginMachine,
} as const;

export type LoginTypeKey = keyof typeof LOGIN_TYPES;
export const LOGIN_TYPE_KEYS = Object.keys(LOGIN_TYPES) as LoginTypeKey[];

export const isLoginTypeKey = (key: string): key is LoginTypeKey => key in LOGIN_TYPES;
