/**
 * Flows whose texts come with their code instead of with the first screen: each has a catalog of its own
 * (`src/locales/{locale}/{flow}`, extracted from `src/features/{flow}` by lingui.config.ts) that its page
 * loads (flow-catalog.ts). Every flow whose page is downloaded later belongs here, so the first screen's
 * catalog holds what the login page says and little else.
 */
export const FLOW_CATALOGS = [
  'second-factor',
  'application-code',
  'login-access',
  'modify-password',
  'register',
  'reset-password',
  'sms-login',
  'qr-login',
  'usbkey-login',
  'alilang-login',
  'third-party-login',
  'plugin-login',
  'composite',
  'tenant-select',
  // The password policy's texts (src/shared), for every page that sets a password: change, registration, reset.
  'password-policy',
  // The calling regions' names (src/shared), for the pages that take a phone number: registration, reset.
  'phone-regions',
  // The special tips of SPEC 8's notices (src/shared), with the first notice that has one.
  'notice-tips',
  // SPEC 3's dictionary labels (src/shared): the username policy's characters on the registration pages.
  'dictionary',
  // The license dialogs an administrator sees after signing in (src/shared, shown by the post-login overlay).
  'license',
  // The free edition's prompt (src/shared), with the first gated control a user tries.
  'edition',
  // The desktop client's header and close dialog (src/shared), in desktop-client mode only.
  'desktop',
] as const;
export type FlowCatalog = (typeof FLOW_CATALOGS)[number];

/** Catalogs of parts several flows share, kept in `src/shared/{name}` rather than a feature's folder. */
const SHARED_CATALOGS: readonly FlowCatalog[] = [
  'password-policy',
  'phone-regions',
  'notice-tips',
  'dictionary',
  'license',
  'edition',
  'desktop',
];

/** The folder a catalog's texts are extracted from. */
export const catalogDir = (catalog: FlowCatalog): string =>
  SHARED_CATALOGS.includes(catalog) ? `src/shared/${catalog}` : `src/features/${catalog}`;
