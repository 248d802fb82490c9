/**
 * Every call of SPEC section 7 the login page makes, in one table: method, path, public or session, and the
 * schemas of its query or body and of its answer. The browser's `request()` builds its URL from here and the
 * reference server mounts its handlers from here, so a path is written once and neither side can drift.
 *
 * The table is made of groups, one `<flow>.endpoints.ts` per flow, joined in endpoint-groups.gen.ts (a new group
 * edits no file here). The browser imports a flow's group, not this table: the first download then carries only
 * the first screen's calls (core.endpoints.ts), and a flow downloaded later brings its own.
 */
import { APPLICATION_ENDPOINTS, CONSOLE_ENDPOINTS, ENDPOINTS } from './endpoint-groups.gen';

/**
 * The page's calls (ENDPOINTS); those an administrator's tool makes with an application token
 * (APPLICATION_ENDPOINTS, schemas/register.endpoints.ts); those the administrator console's pages make with an
 * administrator's session (CONSOLE_ENDPOINTS). Each a union of the groups `npm run features` lists by name.
 */
export { APPLICATION_ENDPOINTS, CONSOLE_ENDPOINTS, ENDPOINTS };

/** Every call of the contract, the page's, the console's and the applications': the OpenAPI document and the server's mounts. */
export const CONTRACT_ENDPOINTS = { ...ENDPOINTS, ...CONSOLE_ENDPOINTS, ...APPLICATION_ENDPOINTS } as const;

export type EndpointName = keyof typeof ENDPOINTS;
