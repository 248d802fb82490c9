/**
 * Every call of SPEC section 7 the login page makes, in one table: method, path, public or session, and the
 * schemas of its query or body and of its answer. The browser's `request()` builds its URL from here and the
 * reference server mounts its handlers from here, so a path is written once and neither side can drift.
 *
 * The table is made of groups. The browser imports a flow's group, not this table: the first download then
 * carries only the first screen's calls (core.endpoints.ts), and a flow downloaded later brings its own.
 */
import { APPLICATION_CODE_ENDPOINTS } from './application-two-factor.endpoints';
import { CORE_ENDPOINTS } from './core.endpoints';
import { PASSWORD_CHANGE_ENDPOINTS } from './password-change.endpoints';
import { SECOND_FACTOR_ENDPOINTS } from './second-factor.endpoints';
import { SESSION_ENDPOINTS } from './session.endpoints';

export {
  APPLICATION_CODE_ENDPOINTS,
  CORE_ENDPOINTS,
  PASSWORD_CHANGE_ENDPOINTS,
  SECOND_FACTOR_ENDPOINTS,
  SESSION_ENDPOINTS,
};

export const ENDPOINTS = {
  ...CORE_ENDPOINTS,
  ...PASSWORD_CHANGE_ENDPOINTS,
  ...SESSION_ENDPOINTS,
  ...SECOND_FACTOR_ENDPOINTS,
  ...APPLICATION_CODE_ENDPOINTS,
} as const;

export type EndpointName = keyof typeof ENDPOINTS;
