import * as z from 'zod/mini';
import { envelope } from './envelope.schema';
import { APP_SECURITY_LEVEL_RANGE } from './spec-constants';

/**
 * GET /api/bff/v1.2/2factor/application_security_level?sp_code&application_key (query: `SpLoggedQuery`): how
 * the login-access page lets a signed-in user into a service provider's application. Its security level and
 * the user's own setting decide whether the user's second factor is asked first (schemas/rules/
 * second-factor.rule.ts); a factor this session has passed already is not asked again.
 */
export const ApplicationSecurityLevel = z.object({
  appSecurityLevel: z.int().check(z.gte(APP_SECURITY_LEVEL_RANGE[0]), z.lte(APP_SECURITY_LEVEL_RANGE[1])),
  /** The user is assigned to the application. */
  permitted: z.boolean(),
  /** This session passes the user's second factor before it enters. */
  secondFactor: z.boolean(),
});
export type ApplicationSecurityLevel = z.infer<typeof ApplicationSecurityLevel>;
export const ApplicationSecurityLevelResponse = envelope(ApplicationSecurityLevel);
