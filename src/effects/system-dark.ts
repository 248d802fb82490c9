import { useSyncExternalStore } from 'react';

const query = () => window.matchMedia('(prefers-color-scheme: dark)');

const subscribe = (onChange: () => void) => {
  const media = query();
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

/** Whether the system asks for a dark theme, followed as it changes. */
export const useSystemDark = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => query().matches,
    () => false,
  );
