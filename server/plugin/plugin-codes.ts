import { randomBytes } from 'node:crypto';
import { PLUGIN_CODE_SECONDS } from '../../schemas/plugin-token.schema';

/** What a code was issued for: the trace the login page carried, the client it named, the person. */
export type CodeGrant = { traceId: string; clientId: string; subject: string };

/**
 * The demo plugin's codes, in its own memory: the plugin is a separate system (an HR system), not the login
 * server, and keeps its state as a real one would, apart from the login server's database. A code is random
 * (256 bits), good for PLUGIN_CODE_SECONDS, for its trace and client, once: any redemption spends it, right or
 * not, so a code seen once is of no use to anyone else.
 */
export function createCodeStore(now: () => number, lifetimeMs = PLUGIN_CODE_SECONDS * 1000) {
  const codes = new Map<string, CodeGrant & { expiresAt: number }>();
  return {
    issue(grant: CodeGrant): string {
      for (const [code, issued] of codes) if (issued.expiresAt <= now()) codes.delete(code);
      const code = randomBytes(32).toString('base64url');
      codes.set(code, { ...grant, expiresAt: now() + lifetimeMs });
      return code;
    },
    /** The person the code was issued to, if it was issued for this trace and client and is still good; else null. */
    redeem(code: string, traceId: string, clientId: string): string | null {
      const issued = codes.get(code);
      codes.delete(code);
      if (!issued || issued.expiresAt <= now()) return null;
      return issued.traceId === traceId && issued.clientId === clientId ? issued.subject : null;
    },
  };
}
export type CodeStore = ReturnType<typeof createCodeStore>;
