import * as z from 'zod/mini';
import { ADAPTERS } from '../spec-constants';

/**
 * The product's editions (SPEC sections 1 and 2, the free-edition modal): free (account lifecycle and
 * application single sign-on), standard (several ways to sign in, data sync, customisation) and exclusive
 * (a dedicated deployment). A tenant is on one of them (system_setting/show's `edition`; none: standard).
 */
export const Edition = z.enum(['free', 'standard', 'exclusive']);
export type Edition = z.infer<typeof Edition>;

/**
 * SPEC 2: in the free edition the controls of paid features open the edition prompt instead of acting. On the
 * login page those are the login types beyond the password: every tab but the password's, and every other
 * source (docs/login-flows.md, "Free edition", lists them).
 */
export const needsPaidEdition = (edition: Edition | null | undefined, loginType: string): boolean =>
  edition === 'free' && loginType !== ADAPTERS.password;

/**
 * The server holds a free tenant to the same rule: a call of another login type is refused (envelope code
 * `Forbidden`, message this code), whatever page made it. The page words it (src/shared/notice-tips).
 */
export const EDITION_REFUSALS = { paidFeature: 'edition.paidFeature' } as const;
