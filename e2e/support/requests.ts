import type { Page } from '@playwright/test';
import { type EndpointName, ENDPOINTS } from '../../schemas/endpoint-table';
import { endpointPath } from '../../schemas/endpoint';
import { API_VERSION } from '../../schemas/spec-constants';

const NAMES = Object.keys(ENDPOINTS) as EndpointName[];
const PATHS = new Map(NAMES.map((name) => [`/api/${endpointPath(ENDPOINTS[name], API_VERSION)}`, name]));
// Paths with `{name}` parameters, matched segment by segment.
const TEMPLATES = [...PATHS]
  .filter(([path]) => path.includes('{'))
  .map(([path, name]) => [new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`), name] as const);

/** The endpoint (by its name in the endpoint table) a request URL calls, or null for anything else. */
export const endpointOf = (url: string): EndpointName | null => {
  const { pathname } = new URL(url);
  return PATHS.get(pathname) ?? TEMPLATES.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
};

/** The boot calls of SPEC section 7 that every fresh page makes before the login form shows. */
export const BOOT_CALLS = [
  'preFrontendLogin',
  'enterprise',
  'idpInfo',
  'systemSetting',
  'sm2Key',
  'loadAuths',
  'loginPageTemplate',
] as const satisfies readonly EndpointName[];

/**
 * Records every API call the page makes, by endpoint, from now on: how many, and with which query. A call is
 * recorded when the browser sends it, so a call the app starts and then aborts still counts.
 */
export function recordCalls(page: Page) {
  const calls: { endpoint: EndpointName; query: URLSearchParams }[] = [];
  page.on('request', (request) => {
    const endpoint = endpointOf(request.url());
    if (endpoint) calls.push({ endpoint, query: new URL(request.url()).searchParams });
  });
  return {
    count: (endpoint: EndpointName) => calls.filter((call) => call.endpoint === endpoint).length,
    queries: (endpoint: EndpointName) =>
      calls.filter((call) => call.endpoint === endpoint).map((call) => call.query),
    /** How many calls of each endpoint were made, for one readable assertion. */
    counts: (...endpoints: EndpointName[]) =>
      Object.fromEntries(
        endpoints.map((endpoint) => [endpoint, calls.filter((c) => c.endpoint === endpoint).length]),
      ),
    clear: () => calls.splice(0),
  };
}
