import { type LoginContext, parseLoginContext } from '../../schemas/login-context.schema';
import { STORAGE_KEYS } from '../../schemas/spec-constants';
import { localStore } from './storage';

/** `IDAASLOGIN` in local storage, parsed; IDAAS when missing or unparseable. */
export const loginContextStore = {
  read: (): LoginContext => parseLoginContext(localStore.get(STORAGE_KEYS.loginContext)),
  write: (context: LoginContext): void => localStore.set(STORAGE_KEYS.loginContext, JSON.stringify(context)),
};
