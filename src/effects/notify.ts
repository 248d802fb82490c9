import type { Notice } from '../../machines/shared/notice';

/** How long a toast stays unless the user closes it first. */
const TOAST_MS = 5000;
/** Older toasts beyond this many are dropped: a burst of failures must not fill the screen. */
const MAX_TOASTS = 3;

export type Toast = { id: number; notice: Notice };

// The toasts are part of the first screen on purpose: the notice that says the network failed must not need
// the network to show.
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const publish = (next: readonly Toast[]) => {
  toasts = next;
  listeners.forEach((listener) => listener());
};

/** Lets the notice host follow the list (for useSyncExternalStore). */
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentToasts = (): readonly Toast[] => toasts;

/** Removes a toast (its close button, or its time ran out). */
export function dismissToast(id: number): void {
  if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
}

/** Takes down the toasts that say `notice`: news no longer (the network that failed answered since). */
export function dismissNotice(notice: Notice): void {
  if (toasts.some((toast) => sameNotice(toast.notice, notice)))
    publish(toasts.filter((toast) => !sameNotice(toast.notice, notice)));
}

// A blocking notice waits for the user: one at a time, the newest.
let dialog: Toast | null = null;

export const currentDialog = (): Toast | null => dialog;

/** Closes the dialog notice (the user acknowledged it). */
export function dismissDialog(): void {
  dialog = null;
  listeners.forEach((listener) => listener());
}

/**
 * Shows a notice as an error toast in the active language, which closes itself after a few seconds; a dialog
 * notice stays until the user closes it.
 */
export function showNotice(notice: Notice): void {
  const id = nextId++;
  if (notice.dialog) {
    dialog = { id, notice };
    listeners.forEach((listener) => listener());
    return;
  }
  // The same message twice (two chunks that failed together, say) is one toast, shown anew.
  const others = toasts.filter((toast) => !sameNotice(toast.notice, notice));
  publish([{ id, notice }, ...others].slice(0, MAX_TOASTS));
  setTimeout(() => dismissToast(id), TOAST_MS);
}

const sameNotice = (a: Notice, b: Notice) => JSON.stringify(a) === JSON.stringify(b);
