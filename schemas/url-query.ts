// Resolves relative targets without a page, so this works in the browser and on the server alike.
const PLACEHOLDER_ORIGIN = 'http://relative.invalid';

/**
 * `target` with `params` set in its query, kept relative when it was relative: the redirect addresses the
 * login sends users to (a service provider's, an application's) carry their results this way.
 */
export function withQuery(target: string, params: Record<string, string>): string {
  const url = new URL(target, PLACEHOLDER_ORIGIN);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.origin === PLACEHOLDER_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}
