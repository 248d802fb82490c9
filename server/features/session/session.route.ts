import { ENDPOINTS } from '../../../schemas/endpoint-table';
import { LoginRole } from '../../../schemas/session.schema';
import type { SessionUser } from '../../account/access-token.repo';
import { passwordExpired } from '../../account/owed-steps';
import { mount, type Routes } from '../../http/mount';
import { okBody } from '../../http/respond';

const AUTHORITIES = ['ROLE_END_USER'];
const loginRole = (session: SessionUser) => LoginRole.parse(session.loginRole);

/**
 * The session calls read after a password login (SPEC section 4). The first two tell the page what the
 * session still owes, so they answer while it owes it; the others are refused until it has paid (the gate).
 */
export const sessionRoutes: Routes = (app, deps) => {
  mount(app, deps, ENDPOINTS.userPasswordInfo, ({ session: s }) =>
    okBody({
      needModifyPasswordOfFirstLogin: s.mustChangePassword,
      needModifyPasswordOfPwdExpire: passwordExpired(s, deps.clock.now()),
    }),
  );

  mount(app, deps, ENDPOINTS.userSettingInfo, ({ session: s }) =>
    okBody({ user2factor: s.hasSecondFactor, locked: s.riskLocked, compositeSteps: s.chainOwes }),
  );

  mount(app, deps, ENDPOINTS.rolePermissions, ({ session }) =>
    okBody({ loginRole: loginRole(session), authorities: AUTHORITIES }),
  );

  mount(app, deps, ENDPOINTS.userDetails, ({ session: s }) => {
    const { userId, username, displayName, email, phoneNumber, enterpriseId } = s;
    return okBody({
      userId,
      username,
      displayName,
      email,
      phoneNumber,
      enterpriseId,
      loginRole: loginRole(s),
    });
  });
};
