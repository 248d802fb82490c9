import { whenIdle } from './when-idle';

/** What the Network Information API tells of the connection (Chromium's `navigator.connection`). */
export type Connection = { saveData?: boolean; effectiveType?: string };

/** Whether to download what the user has not asked for yet: not when they save data, nor on a 2G network. */
export function mayPrefetch(connection: Connection | undefined): boolean {
  if (!connection) return true;
  return connection.saveData !== true && !/2g$/.test(connection.effectiveType ?? '');
}

const pageConnection = (): Connection | undefined =>
  (navigator as Navigator & { connection?: Connection }).connection;

const waiting: (() => void)[] = [];
let formShown = false;

/**
 * `prefetch` (a download the next step will want) once the first form is usable, in the page's idle time: it
 * never competes with the first screen. Skipped where prefetching is not welcome (mayPrefetch). A failed
 * prefetch is no error: what needs the code fetches it again.
 */
export function afterFirstForm(prefetch: () => Promise<unknown>): void {
  if (!mayPrefetch(pageConnection())) return;
  const task = () => void prefetch().catch(() => undefined);
  if (formShown) whenIdle(task);
  else waiting.push(task);
}

/** The first form a user can fill in is on screen: the prefetches that waited for it may start. */
export function firstFormShown(): void {
  if (formShown) return;
  formShown = true;
  const tasks = waiting.splice(0);
  if (tasks.length > 0) whenIdle(() => tasks.forEach((task) => task()));
}

/** A download the user shows they are about to need (a pointer on a tab, a tab focused), where welcome. */
export function prefetchOnIntent(prefetch: () => Promise<unknown>): void {
  if (mayPrefetch(pageConnection())) void prefetch().catch(() => undefined);
}
