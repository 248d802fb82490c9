/**
 * The status pages of SPEC section 2: routes with a page and no flow. The app goes to one as a step
 * (`{ to: 'applicationNoPermission' }`) and waits there until the URL names somewhere else.
 */
export const PAGES = {
  notFound: '/404',
  serverError: '/500',
  forbidden: '/403',
  unauthorized: '/401',
  unavailable: '/503',
  ipAccess: '/ipAccess',
  applicationDisabled: '/applicationDisabled',
  applicationNoPermission: '/applicationNoPermission',
  systemError: '/systemError',
} as const;

export type PageId = keyof typeof PAGES;

export const PAGE_IDS = Object.keys(PAGES) as PageId[];
