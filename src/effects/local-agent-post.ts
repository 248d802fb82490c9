/**
 * POSTs JSON to an agent on this machine (the Alilang UEM agent, the desktop client's service): the answer,
 * or null when the agent cannot be reached in `timeoutMs` (not installed, not running, the browser's
 * local-network permission refused, hung). A caller that aborted gets its abort back.
 */
export async function postToLocalAgent(
  url: string | URL,
  body: unknown,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<Response | null> {
  try {
    return await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
      credentials: 'omit',
    });
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
}
