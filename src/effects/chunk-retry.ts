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
