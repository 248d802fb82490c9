import type { ChainRead } from '../../machines/composite/composite-chain.schema';
import type { KeptChain } from '../../machines/composite/chain-entry';
import { CompositeEntry } from '../../schemas/composite.schema';
import { SESSION_KEYS } from '../../schemas/spec-constants';
import { sessionStore } from './storage';

/**
 * SPEC 3 composite data: the chain under way in this tab (session storage, so another tab's chain reads as
 * none). The chain's pages keep it as each step passes and clear it when the chain ends; a reload or a plugin's
 * return reads it. What fails the schema was tampered with, and reads as such, so the page can say so.
 */
export const compositeStore = {
  read: (now: number = Date.now()): ChainRead => {
    const raw = sessionStore.get(SESSION_KEYS.compositeData);
    if (raw === null) return { entry: null, tampered: false, now };
    try {
      const parsed = CompositeEntry.safeParse(JSON.parse(raw));
      return parsed.success
        ? { entry: parsed.data, tampered: false, now }
        : { entry: null, tampered: true, now };
    } catch {
      return { entry: null, tampered: true, now };
    }
  },
  /** Keeps the entry, to live `expiresIn` seconds from now (the server's life of a chain since its last step). */
  keep: (entry: KeptChain, expiresIn: number, now: number = Date.now()): void =>
    sessionStore.set(
      SESSION_KEYS.compositeData,
      JSON.stringify({ ...entry, expiresAt: now + expiresIn * 1000 }),
    ),
  clear: (): void => sessionStore.remove(SESSION_KEYS.compositeData),
};
