import { lazyRouteComponent } from '@tanstack/react-router';
import { retryingImport } from '../effects/chunk-retry';

/** A page's code that did not arrive after the retries; the route's error page then offers to try again. */
export class PageUnavailable extends Error {
  constructor(cause: unknown) {
    super('the page could not be downloaded', { cause });
    this.name = 'PageUnavailable';
  }
}

/**
 * A route's page, downloaded on first use and retried when the download fails. The router's own answer to a
 * missing module is a page reload, which offline leaves the browser's error page: the failure is renamed so
 * the route's error page shows instead, and its retry downloads the page afresh.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
) {
  return lazyRouteComponent(
    () =>
      retryingImport(load).catch((error: unknown) => {
        throw new PageUnavailable(error);
      }),
    exportName,
  );
}
