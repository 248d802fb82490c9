import * as z from 'zod/mini';
import { envelope } from './envelope.schema';

/** GET /api/bff/v1.2/commons/user_password_info: a pending forced password change (opens /modifyPassword). */
export const UserPasswordInfo = z.object({
  needModifyPasswordOfFirstLogin: z.boolean(),
  needModifyPasswordOfPwdExpire: z.boolean(),
});
export type UserPasswordInfo = z.infer<typeof UserPasswordInfo>;
export const UserPasswordInfoResponse = envelope(UserPasswordInfo);

/** GET /api/bff/v1.2/commons/user_setting_info: second factor required; `locked` is a risk lock (error dialog). */
export const UserSettingInfo = z.object({
  user2factor: z.boolean(),
  locked: z.boolean(),
  /**
   * The token is a composite chain's that owes its factor steps (issue 15): /second/auth next, whatever
   * `user2factor` says. Other back ends do not send it.
   */
  compositeSteps: z._default(z.boolean(), false),
});
export type UserSettingInfo = z.infer<typeof UserSettingInfo>;
export const UserSettingInfoResponse = envelope(UserSettingInfo);

/** The numeric login role of SPEC section 2: 0 end user, 1 IT manager, 2 developer. */
export const LoginRole = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type LoginRole = z.infer<typeof LoginRole>;

/** GET /api/bff/v1.2/commons/role_permissions */
export const RolePermissions = z.object({ loginRole: LoginRole, authorities: z.array(z.string()) });
export type RolePermissions = z.infer<typeof RolePermissions>;
export const RolePermissionsResponse = envelope(RolePermissions);

/** GET /api/bff/v1.2/commons/user_details */
export const UserDetails = z.object({
  userId: z.string(),
  username: z.string(),
  displayName: z.string(),
  email: z.optional(z.nullable(z.string())),
  phoneNumber: z.optional(z.nullable(z.string())),
  enterpriseId: z.string(),
  loginRole: LoginRole,
});
export type UserDetails = z.infer<typeof UserDetails>;
export const UserDetailsResponse = envelope(UserDetails);

/** Query of GET /api/bff/v1.2/commons/sp_logged */
export const SpLoggedQuery = z.object({
  sp_code: z.string().check(z.minLength(1)),
  application_key: z.string().check(z.minLength(1)),
});
export type SpLoggedQuery = z.infer<typeof SpLoggedQuery>;

/** GET /api/bff/v1.2/commons/sp_logged: may this user enter the service-provider app, and where it lives. */
export const SpLogged = z.object({
  spCode: z.string(),
  applicationName: z.string(),
  permitted: z.boolean(),
  applicationTwoFactor: z.boolean(),
  redirectUrl: z.string(),
});
export type SpLogged = z.infer<typeof SpLogged>;
export const SpLoggedResponse = envelope(SpLogged);

/** Body of POST /api/bff/v1.2/commons/session/save: the token just obtained (the bearer one). */
export const SessionSaveRequest = z.object({ access_token: z.string().check(z.minLength(1)) });
export type SessionSaveRequest = z.infer<typeof SessionSaveRequest>;

/** POST /api/bff/v1.2/commons/session/save (failure codes 505 second factor, 507 password change). */
export const SessionSave = z.object({ saved: z.boolean() });
export type SessionSave = z.infer<typeof SessionSave>;
export const SessionSaveResponse = envelope(SessionSave);

/** Body of POST /api/bff/v1.2/commons/logout: with oldAccessToken only that older token is revoked. */
export const LogoutRequest = z.object({ oldAccessToken: z.optional(z.nullable(z.string())) });
export type LogoutRequest = z.infer<typeof LogoutRequest>;

/** POST /api/bff/v1.2/commons/logout */
export const Logout = z.object({
  logout: z.boolean(),
  spLogoutUrls: z._default(z.array(z.string()), []),
  logoutUrl: z.optional(z.nullable(z.string())),
});
export type Logout = z.infer<typeof Logout>;
export const LogoutResponse = envelope(Logout);
