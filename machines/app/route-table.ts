/**
 * The route table: every hash route of the app, made from the flow table's routes and the status pages. The
 * router (src/app/router.tsx), the route sync, the flow diagrams, the QA panel and the browser model all read
 * it; a route here without a page, or a page for no route, does not type-check in src/app/flow-code.tsx.
 */
import * as z from 'zod/mini';
import type { RoutePath } from '../shared/flow-entry';
import { FLOWS, type FlowId, type Flows } from './flow-table';
import { PAGES, PAGE_IDS, type PageId } from './pages';

/** Flows that own a route. */
export type RoutedFlowId = { [F in FlowId]: Flows[F]['route'] extends string ? F : never }[FlowId];
export type RouteId = RoutedFlowId | PageId;

export type RouteDefinition = { path: RoutePath; search: z.ZodMiniType; flow: RoutedFlowId | null };

const NO_SEARCH = z.object({});

/** A flow that owns a route. */
export const isRoutedFlow = (id: FlowId): id is RoutedFlowId => FLOWS[id].route !== null;

const flowRoutes = Object.fromEntries(
  (Object.keys(FLOWS) as FlowId[])
    .filter(isRoutedFlow)
    .map((id): [RoutedFlowId, RouteDefinition] => [
      id,
      { path: FLOWS[id].route, search: FLOWS[id].params, flow: id },
    ]),
) as Record<RoutedFlowId, RouteDefinition>;

const pageRoutes = Object.fromEntries(
  PAGE_IDS.map((id): [PageId, RouteDefinition] => [id, { path: PAGES[id], search: NO_SEARCH, flow: null }]),
) as Record<PageId, RouteDefinition>;

export const ROUTES: Record<RouteId, RouteDefinition> = { ...flowRoutes, ...pageRoutes };
export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];

/** Where the app is: a route and its parsed query. The URL shows it; the machine holds it. */
export type Location = { route: RouteId; search: Record<string, unknown> };

const parseSearch = (id: RouteId, raw: unknown): Record<string, unknown> => {
  const parsed = ROUTES[id].search.safeParse(raw);
  return parsed.success && typeof parsed.data === 'object' && parsed.data !== null
    ? (parsed.data as Record<string, unknown>)
    : {};
};

/** The location a URL names: its route (`/` is the login page, an unknown path the not-found page) and query. */
export function locate(path: string, rawSearch: Record<string, unknown>): Location {
  const route = path === '/' ? 'signIn' : (ROUTE_IDS.find((id) => ROUTES[id].path === path) ?? 'notFound');
  return { route, search: parseSearch(route, rawSearch) };
}

/** The location of a route with the given query (parsed, so it compares with one read from the URL). */
export const locationOf = (route: RouteId, search: unknown = {}): Location => ({
  route,
  search: parseSearch(route, search),
});

// Query values as the URL carries them: strings, without the empty ones.
const queryOf = (search: Record<string, unknown>): [string, string][] =>
  Object.entries(search)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => [key, String(value)] as [string, string])
    .sort(([a], [b]) => a.localeCompare(b));

export const sameLocation = (a: Location, b: Location): boolean =>
  a.route === b.route && JSON.stringify(queryOf(a.search)) === JSON.stringify(queryOf(b.search));

/** The path and query strings a location is written as in the URL. */
export const hrefParts = (location: Location): { path: string; search: Record<string, string> } => ({
  path: ROUTES[location.route].path,
  search: Object.fromEntries(queryOf(location.search)),
});
