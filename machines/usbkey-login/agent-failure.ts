import type { AgentError } from '../../schemas/usbkey-agent.schema';

/**
 * Why a call of the local USB-key agent failed, as the page's transport (src/features/usbkey-login/
 * usbkey-agent.ts) reports it: not reachable after its retries (not installed, not running, or the browser's
 * local-network permission denied), no answer in time (an answer for another request or none at all), an
 * answer of no known shape, the connection lost mid-request, or the agent's own refusal.
 */
export type AgentFailure =
  | { kind: 'unreachable' }
  | { kind: 'timeout' }
  | { kind: 'malformed' }
  | { kind: 'closed' }
  | { kind: 'refused'; error: AgentError };

/** The error the transport throws, so a machine's guard can read the failure without a cast. */
export class UsbKeyAgentError extends Error {
  constructor(readonly failure: AgentFailure) {
    super(`USB-key agent: ${failure.kind === 'refused' ? failure.error.code : failure.kind}`);
    this.name = 'UsbKeyAgentError';
  }
}

/** The agent's failure an error carries; null for any other error (a call of the server). */
export const agentFailureOf = (error: unknown): AgentFailure | null =>
  error instanceof UsbKeyAgentError ? error.failure : null;
