import { type EventObject, fromCallback } from 'xstate';

/**
 * Tells a machine whether anybody can see the page: `page.hidden` when the tab is hidden or the window
 * minimised, `page.visible` when it is seen again, and which of the two at once when started.
 */
export const pageVisibility = fromCallback<EventObject>(({ sendBack }) => {
  const tell = () =>
    sendBack({ type: document.visibilityState === 'hidden' ? 'page.hidden' : 'page.visible' });
  document.addEventListener('visibilitychange', tell);
  tell();
  return () => document.removeEventListener('visibilitychange', tell);
});
