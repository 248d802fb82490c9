import { AlilangAgentError } from '../../../machines/alilang-login/alilang-problem';
import {
  isAlilangAgentUrl,
  UemAgentRefusal,
  UemTokenAnswer,
  type UemTokenParams,
} from '../../../schemas/alilang-login.schema';
import { postToLocalAgent } from '../../effects/local-agent-post';

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
  const response = await postToLocalAgent(agentUrl, request, signal, AGENT_TIMEOUT_MS);
  if (!response) throw new AlilangAgentError('absent');
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const answer = UemTokenAnswer.safeParse(body);
    if (answer.success) return answer.data.uemToken;
  }
  const refusal = UemAgentRefusal.safeParse(body);
  throw new AlilangAgentError('refused', refusal.success ? refusal.data.error : null);
}
