import * as z from 'zod/mini';
import {
  type KeptReset,
  type ResetProgress,
  KeptReset as KeptResetSchema,
} from '../../../machines/reset-password/reset-password.schema';
import type { CodeObtained } from '../../../schemas/reset-password.schema';
import { SESSION_KEYS } from '../../../schemas/spec-constants';
import { sessionStore } from '../../effects/storage';

/** What the tab stores: the reset as it stands, and the code sent with when it was (ms since the epoch). */
const Stored = z.extend(z.omit(KeptResetSchema, { sent: true }), {
  sent: z.nullable(
    z.object({
      at: z.number(),
      resendAfter: z.int().check(z.nonnegative()),
      validMinutes: z.int().check(z.positive()),
    }),
  ),
});
type Stored = z.infer<typeof Stored>;

const read = (): Stored | null => {
  try {
    const stored = Stored.safeParse(JSON.parse(sessionStore.get(SESSION_KEYS.resetProgress) ?? 'null'));
    return stored.success ? stored.data : null;
  } catch {
    return null;
  }
};
const write = (stored: Stored) => sessionStore.set(SESSION_KEYS.resetProgress, JSON.stringify(stored));

/**
 * The password reset under way in this tab (session storage: another tab's reset is its own), so a reload goes
 * on at its step. A code sent is kept with when it was: read back, its countdown goes on from the time left,
 * and a code no longer alive reads as none, so the step sends another. What does not parse reads as none.
 */
export const resetStore = {
  read: (now: number = Date.now()): KeptReset | null => {
    const stored = read();
    if (!stored) return null;
    const { sent, ...progress } = stored;
    const elapsed = sent ? now - sent.at : 0;
    const alive = sent !== null && elapsed >= 0 && elapsed < sent.validMinutes * 60_000;
    return {
      ...progress,
      sent: alive
        ? {
            resendIn: Math.max(0, sent.resendAfter - Math.floor(elapsed / 1000)),
            validMinutes: sent.validMinutes,
          }
        : null,
    };
  },
  /** The reset as it now stands, no code sent yet for it; null forgets the reset. */
  keep: (progress: ResetProgress | null): void =>
    progress ? write({ ...progress, sent: null }) : sessionStore.remove(SESSION_KEYS.resetProgress),
  /** A code sent for the reset kept. */
  keepSent: (obtained: CodeObtained, now: number = Date.now()): void => {
    const stored = read();
    if (stored) write({ ...stored, sent: { at: now, ...obtained } });
  },
};
