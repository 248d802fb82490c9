import { SESSION_KEYS, STORAGE_KEYS } from '../../schemas/spec-constants';
import { localStore, sessionStore } from './storage';

/**
 * Desktop-client mode as SPEC 3 stores it: the tab's application key in session storage (`sdpkey`), which the
 * login reads, so the mode follows the client's window and no other tab; and the `sdpapp` flag in local
 * storage for the product's other front ends on this origin.
 */
export const desktopModeStore = {
  read: (): string | null => sessionStore.get(SESSION_KEYS.sdpkey),
  write: (desktopKey: string | null): void => {
    if (desktopKey) {
      sessionStore.set(SESSION_KEYS.sdpkey, desktopKey);
      localStore.set(STORAGE_KEYS.sdpapp, 'true');
    } else {
      sessionStore.remove(SESSION_KEYS.sdpkey);
      localStore.remove(STORAGE_KEYS.sdpapp);
    }
  },
};
