import { showNotice } from './notify';

/**
 * Whether the page itself can be fetched now. A reload without it leaves the browser's own error page, which
 * no code of ours can help out of: so a reload is tried only when this answers yes.
 */
export async function pageReachable(): Promise<boolean> {
  try {
    const response = await fetch(window.location.pathname, { method: 'HEAD', cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts the app afresh on the login page, as if it had just been opened: the boot calls run again. The
 * status page is replaced in the history, so Back does not return to the error. Without a network the page
 * stays as it is and says the network failed.
 */
export async function restartAtLogin(): Promise<void> {
  if (!(await pageReachable())) {
    showNotice({ key: 'flowUnavailable' });
    return;
  }
  window.history.replaceState(null, '', '#/login');
  window.location.reload();
}

/**
 * Loads the page again where it is, for a page whose code did not arrive: the same route, booted afresh.
 * Without a network the page stays as it is and says the network failed.
 */
export async function reloadHere(): Promise<void> {
  if (!(await pageReachable())) {
    showNotice({ key: 'flowUnavailable' });
    return;
  }
  window.location.reload();
}
