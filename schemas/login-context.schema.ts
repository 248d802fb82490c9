import * as z from 'zod/mini';
import { ApplicationTwoFactorSearch } from './application-two-factor.schema';
import type { LoginSearch } from './route-search.schema';

/** `IDAASLOGIN` in local storage (SPEC section 3): how this login started, and so where it ends. */
export const LoginContext = z.discriminatedUnion('type', [
  z.object({ type: z.literal('IDAAS') }),
  z.object({
    type: z.literal('IDAAS_SP'),
    spData: z.object({
      sp_code: z.string().check(z.minLength(1)),
      application_key: z.string().check(z.minLength(1)),
    }),
  }),
  z.object({
    type: z.literal('APPLICATION_TWOFACTOR'),
    applicationData: z.object({ purchaseId: z.string(), state: z.string(), username: z.string() }),
  }),
]);
export type LoginContext = z.infer<typeof LoginContext>;

export const DEFAULT_LOGIN_CONTEXT: LoginContext = { type: 'IDAAS' };

/** The service provider's application a login is for (IDAAS_SP's spData), or null. */
export type SpApplication = Extract<LoginContext, { type: 'IDAAS_SP' }>['spData'];
export const spApplicationOf = (context: LoginContext): SpApplication | null =>
  context.type === 'IDAAS_SP' ? context.spData : null;

/** The stored context, IDAAS when missing or unparseable. */
export function parseLoginContext(raw: string | null): LoginContext {
  if (!raw) return DEFAULT_LOGIN_CONTEXT;
  try {
    const parsed = LoginContext.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : DEFAULT_LOGIN_CONTEXT;
  } catch {
    return DEFAULT_LOGIN_CONTEXT;
  }
}

/** The context a `/login` visit sets: a service-provider login when both sp_code and application_key come. */
export const loginContextFromSearch = (search: LoginSearch): LoginContext =>
  search.sp_code && search.application_key
    ? { type: 'IDAAS_SP', spData: { sp_code: search.sp_code, application_key: search.application_key } }
    : DEFAULT_LOGIN_CONTEXT;

/** The context an `/applicationTwoFactor` visit sets; null when the application's query is incomplete. */
export function applicationContextFromSearch(search: Record<string, unknown>): LoginContext | null {
  const parsed = ApplicationTwoFactorSearch.safeParse(search);
  if (!parsed.success) return null;
  const { purchaseId, state, username } = parsed.data;
  return { type: 'APPLICATION_TWOFACTOR', applicationData: { purchaseId, state, username } };
}
