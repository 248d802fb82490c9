import * as z from 'zod/mini';

/**
 * A tenant choice's ticket (authenticate/global/login): opaque to the page, random, single use, bound to the
 * browser that signed in and short-lived. It names the accounts the password matched, never the password.
 * Apart from the call's schemas, so the route table (first screen) can check it without them.
 */
export const ChoiceTicket = z.string().check(z.regex(/^[A-Za-z0-9_-]{20,128}$/));
