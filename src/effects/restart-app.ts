/**
 * Starts the app afresh on the login page, as if it had just been opened: the boot calls run again. The
 * status page is replaced in the history, so Back does not return to the error.
 */
export function restartAtLogin(): void {
  window.history.replaceState(null, '', '#/login');
  window.location.reload();
}
