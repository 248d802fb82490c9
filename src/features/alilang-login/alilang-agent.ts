import { AlilangAgentError } from '../../../machines/alilang-login/alilang-problem';
import {
  isAlilangAgentUrl,
  UemAgentRefusal,
  UemTokenAnswer,
  type UemTokenParams,
} from '../../../schemas/alilang-login.schema';

/** An agent that takes this long has hung: the panel says it is not there rather than spin on. */
const AGENT_TIMEOUT_MS = 10_000;

/**
 * The UEM token of the local Alilang agent for the server's signed request. The page posts only to the agent's
 * own loopback address (the one its policy allows), whatever the server names. No connection (not installed,
 * not running, the browser's local-network permission refused) or no answer in time is `absent`; a refusal,
 * or an answer of no known shape, is `refused`.
 */
export async function alilangAgentToken(
  { agentUrl, ...request }: UemTokenParams,
  signal: AbortSignal,
): Promise<string> {
  if (!isAlilangAgentUrl(agentUrl)) throw new AlilangAgentError('refused');
  let response: Response;
  try {
    response = await fetch(agentUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.any([signal, AbortSignal.timeout(AGENT_TIMEOUT_MS)]),
      credentials: 'omit',
    });
  } catch (error) {
    // The login type stopped (the page left): nothing to say.
    if (signal.aborted) throw error;
    throw new AlilangAgentError('absent');
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const answer = UemTokenAnswer.safeParse(body);
    if (answer.success) return answer.data.uemToken;
  }
  const refusal = UemAgentRefusal.safeParse(body);
  throw new AlilangAgentError('refused', refusal.success ? refusal.data.error : null);
}
