/**
 * The consoles' login roles (SPEC section 2: 1 the IT manager console, 2 the developer console; 0 the end-user
 * portal). An administrator may install a license and still signs in while an expired one stops the service;
 * the page tells an administrator of the license's state after signing in.
 */
export const isAdministrator = (loginRole: number): boolean => loginRole === 1 || loginRole === 2;
