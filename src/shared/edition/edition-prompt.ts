// The free edition's prompt (SPEC 2), opened by any control a paid edition offers: one at a time, like the
// dialog notices (notify.ts), so a control needs no dialog of its own.
let open = false;
const listeners = new Set<() => void>();
const publish = (next: boolean) => {
  open = next;
  listeners.forEach((listener) => listener());
};

export const subscribeEditionPrompt = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const editionPromptOpen = (): boolean => open;

// The control that opened the prompt has the focus again when it closes: the prompt mounts opened and unmounts
// closed, so its own focus return never knew where focus was.
let opener: HTMLElement | null = null;

// (Read only in a browser: the store's tests run without a document.)
const focused = (): HTMLElement | null =>
  typeof HTMLElement !== 'undefined' && document.activeElement instanceof HTMLElement
    ? document.activeElement
    : null;

export function openEditionPrompt(): void {
  opener = focused();
  publish(true);
}

export function closeEditionPrompt(): void {
  const back = opener;
  opener = null;
  publish(false);
  // After the prompt has gone (its focus trap with it).
  if (back) setTimeout(() => back.focus());
}
