import * as z from 'zod/mini';
import { QR_CONFIRM_PATH, QrLoginCode } from '../../schemas/qr-login.schema';
import { SESSION_KEYS } from '../../schemas/spec-constants';
import { sessionStore } from './storage';

/** How long the phone's confirm page waits for its user to sign in: the QR code itself lives 2 minutes. */
const WAITS_MS = 10 * 60_000;

const Kept = z.object({ path: z.string(), at: z.number() });

/**
 * The phone's QR confirm page that sent its user to sign in first (server/static/mobile-confirm-script.ts keeps
 * it in the tab): once signed in, the phone goes back there to confirm, not to the portal (issue 45). Taken
 * once; only this origin's confirm page for a well-formed code, kept less than 10 minutes ago, is returned
 * to: anything else reads as none, and the sign-in lands where it would.
 */
export const qrConfirmReturn = {
  take(now: number = Date.now(), origin: string = window.location.origin): string | null {
    const raw = sessionStore.get(SESSION_KEYS.qrConfirmReturn);
    if (raw === null) return null;
    sessionStore.remove(SESSION_KEYS.qrConfirmReturn);
    try {
      const kept = Kept.safeParse(JSON.parse(raw));
      if (!kept.success || kept.data.at > now || now - kept.data.at > WAITS_MS) return null;
      const url = new URL(kept.data.path, origin);
      const code = url.searchParams.get('code');
      const tenant = url.searchParams.get('_enterprise_id');
      if (url.origin !== origin || url.pathname !== QR_CONFIRM_PATH || !QrLoginCode.safeParse(code).success)
        return null;
      // Rebuilt from what was checked: nothing else of the kept address goes along.
      const back = new URL(QR_CONFIRM_PATH, origin);
      if (tenant) back.searchParams.set('_enterprise_id', tenant);
      back.searchParams.set('code', code ?? '');
      return back.href;
    } catch {
      return null;
    }
  },
};
