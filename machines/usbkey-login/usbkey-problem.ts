import { apiFailureOf } from '../../schemas/api-failure';
import { type AgentFailure, agentFailureOf } from './agent-failure';
import { type UsbKeyLoginRefusal, usbKeyLoginRefusal } from './usbkey-login-refusal';

/** What the form says under the PIN: the agent's failure, the server's refusal, or the form's own check. */
export type UsbKeyProblem =
  | { source: 'agent'; failure: AgentFailure }
  | { source: 'server'; refusal: UsbKeyLoginRefusal; lockTime: number | null }
  | { source: 'form'; check: 'pinRequired' | 'certificateInvalid' };

/** The agent refused because the key of the request is no longer inserted. */
export const isKeyRemoval = (failure: AgentFailure | null): boolean =>
  failure?.kind === 'refused' && failure.error.code === 'keyRemoved';

/** The agent's failure an error carries, as the form says it; null for any other error. */
export const agentProblem = (error: unknown): UsbKeyProblem | null => {
  const failure = agentFailureOf(error);
  return failure ? { source: 'agent', failure } : null;
};

/** The server's refusal an error carries, with a lock's minutes; null for an error the app reports. */
export const serverProblem = (error: unknown): UsbKeyProblem | null => {
  const refusal = usbKeyLoginRefusal(error);
  if (!refusal) return null;
  const failure = apiFailureOf(error);
  return {
    source: 'server',
    refusal,
    lockTime: ((failure?.kind === 'http' || failure?.kind === 'response') && failure.lockTime) || null,
  };
};
