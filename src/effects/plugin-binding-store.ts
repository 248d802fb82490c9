import { KeptPluginBinding } from '../../schemas/plugin-login.schema';
import { SESSION_KEYS } from '../../schemas/spec-constants';
import { sessionStore } from './storage';

const read = (): KeptPluginBinding | null => {
  try {
    const kept = KeptPluginBinding.safeParse(
      JSON.parse(sessionStore.get(SESSION_KEYS.pluginBinding) ?? 'null'),
    );
    return kept.success ? kept.data : null;
  } catch {
    return null;
  }
};

/**
 * The plugin binding this tab waits to make, one at a time: kept by the trace check, read by the bind form (a
 * reload too) for its trace, gone once bound. Another trace's, or a tampered entry, reads as none.
 */
export const pluginBindingStore = {
  keep: (binding: KeptPluginBinding): void =>
    sessionStore.set(SESSION_KEYS.pluginBinding, JSON.stringify(binding)),
  authCodeOf: (traceId: string): string | null => {
    const kept = read();
    return kept?.traceId === traceId ? kept.authCode : null;
  },
  forget: (): void => sessionStore.remove(SESSION_KEYS.pluginBinding),
};
