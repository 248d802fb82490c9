/**
 * The ways a user can pass the second factor on this page, in the order the page offers them: an
 * authenticator app, a code by SMS, a code the tenant's administrator relays, an offline device's answer to a
 * challenge (OCRA). A module of its own: the app's flow table needs the names on the first screen, not the
 * second factor's schemas.
 */
export const SECOND_FACTOR_METHODS = ['otp', 'sms', 'admin', 'offline'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];
