import { type Page, expect } from '@playwright/test';
import { type RouteId, hrefParts, locationOf } from '../../machines/app/route-table';

/** The login app's entry page; every route of the route table is a hash below it. */
export const APP_PATH = '/frontend/login/';

/** A route as a URL writes it: the page, the hash path and the query (values as strings). */
type Href = { page: string; path: string; search: Record<string, string> };

/**
 * A route as the app writes it (src/app/route-sync.ts): its path from the route table, its query parsed by
 * the route's own search schema, without empty values.
 */
const hrefOf = (route: RouteId, search: Record<string, unknown>): Href => ({
  page: APP_PATH,
  ...hrefParts(locationOf(route, search)),
});

/** The address to open a route at. */
export function appUrl(route: RouteId, search: Record<string, unknown> = {}): string {
  const { path, search: query } = hrefOf(route, search);
  const text = new URLSearchParams(query).toString();
  return `${APP_PATH}#${path}${text ? `?${text}` : ''}`;
}

/** The route a page URL shows, read as written (no parsing: an extra or missing query value shows). */
export function hrefIn(url: string): Href {
  const { pathname, hash } = new URL(url);
  const [path = '/', query = ''] = (hash.slice(1) || '/').split('?');
  return { page: pathname, path, search: Object.fromEntries(new URLSearchParams(query)) };
}

/** Waits until the page shows this route with exactly this query (in any order). */
export async function expectRoute(page: Page, route: RouteId, search: Record<string, unknown> = {}) {
  await expect
    .poll(() => hrefIn(page.url()), { message: `the page should be at route ${route}` })
    .toEqual(hrefOf(route, search));
}
