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
] as const;
export type FlowCatalog = (typeof FLOW_CATALOGS)[number];
