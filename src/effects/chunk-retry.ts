import { cspNonce } from '../security/csp-nonce';

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));

/**
 * Loads a lazy chunk, trying again after a failure (a dropped connection, a deploy that briefly misses a
 * file) before it gives up. Offline it gives up at once, so the user hears of it now; what waits for the
 * network's return is the caller's (lazy views try again on `online`). Every later call starts afresh, so
 * the user's next try fetches the chunk again, its stylesheets included.
 */
export async function retryingImport<T>(load: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      await restoreStylesheets();
      return await load();
    } catch (error) {
      if (attempt >= attempts || !navigator.onLine) throw error;
      await pause(attempt);
    }
  }
}

/** The module a failed dynamic import names (Chrome and Firefox say which; Safari does not). */
const moduleUrlOf = (error: unknown): string | null =>
  error instanceof TypeError ? (/([a-z]+:\/\/[^\s"']+)/.exec(error.message)?.[1] ?? null) : null;

const failedModules = new Set<string>();
let freshAttempts = 0;

/**
 * `importer` (one `import()` of a chunk), asked afresh if that chunk failed before. Chromium keeps a module's
 * failed download for the life of the page: importing it again fails at once, without asking the network. A
 * chunk that failed once is imported again under a URL with a fragment of its own: a new entry for the
 * browser's module map, the same file for the network (a fragment is never sent).
 */
export async function freshImport<M>(importer: () => Promise<M>): Promise<M> {
  try {
    return await importer();
  } catch (error) {
    const url = moduleUrlOf(error);
    if (url === null || url.includes('#')) throw error;
    if (!failedModules.has(url)) {
      failedModules.add(url);
      throw error;
    }
    freshAttempts += 1;
    return (await import(/* @vite-ignore */ `${url}#retry-${freshAttempts}`)) as M;
  }
}

// Vite's preload helper asks for a chunk's stylesheet once per page, even when that failed: a retried chunk
// would come without its styles. The stylesheets that failed are fetched again here before the next try.
const failedStylesheets = new Set<string>();

/** Notes every stylesheet that fails to load (from the start, so none is missed) and drops its link. */
export function forgetFailedStylesheets(): void {
  // Load errors do not bubble: they are seen on the way down.
  document.addEventListener(
    'error',
    (event) => {
      const link = event.target;
      if (!(link instanceof HTMLLinkElement) || link.rel !== 'stylesheet') return;
      failedStylesheets.add(link.href);
      link.remove();
    },
    true,
  );
}

function restoreStylesheets(): Promise<unknown> {
  if (failedStylesheets.size === 0) return Promise.resolve();
  const nonce = cspNonce();
  return Promise.all(
    [...failedStylesheets].map(
      (href) =>
        new Promise<void>((resolve, reject) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.crossOrigin = '';
          link.href = href;
          if (nonce) link.nonce = nonce;
          link.addEventListener('load', () => {
            failedStylesheets.delete(href);
            resolve();
          });
          link.addEventListener('error', () => reject(new Error(`stylesheet ${href} did not load`)));
          document.head.appendChild(link);
        }),
    ),
  );
}
