/** Runs `task` once the page is idle after the first paint: for downloads the next step will want. */
export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => task());
  else setTimeout(task, 1);
}
