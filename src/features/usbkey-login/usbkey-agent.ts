import type * as z from 'zod/mini';
import { UsbKeyAgentError } from '../../../machines/usbkey-login/agent-failure';
import {
  AgentAnswerId,
  AgentListAnswer,
  type AgentListResult,
  AgentSignAnswer,
  type AgentSignRequest,
  type AgentSignResult,
  USBKEY_AGENT_RETRIES,
  USBKEY_AGENT_RETRY_MS,
  USBKEY_AGENT_TIMEOUT_MS,
  USBKEY_AGENT_URL,
} from '../../../schemas/usbkey-agent.schema';
import { hex } from '../../effects/hex';

type Socket = Pick<WebSocket, 'send' | 'close' | 'addEventListener' | 'removeEventListener'>;
export type AgentOptions = {
  url?: string;
  open?: (url: string) => Socket;
  retries?: number;
  retryMs?: number;
  timeoutMs?: number;
};

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

const newId = () => hex(crypto.getRandomValues(new Uint8Array(12)));

/**
 * The local USB-key agent over its WebSocket (SPEC 7 Other, 9): a connection per request, tried once and up to
 * three more times 500 ms apart. Every frame is parsed; only the answer with this request's id counts, once.
 * An answer for another request is passed over; one of no known shape, a lost connection or no answer in time
 * fails the request with what happened (machines/usbkey-login/agent-failure.ts).
 */
export function usbKeyAgent({
  url = USBKEY_AGENT_URL,
  open = (at) => new WebSocket(at),
  retries = USBKEY_AGENT_RETRIES,
  retryMs = USBKEY_AGENT_RETRY_MS,
  timeoutMs = USBKEY_AGENT_TIMEOUT_MS,
}: AgentOptions = {}) {
  const connectOnce = (signal: AbortSignal) =>
    new Promise<Socket | null>((resolve) => {
      let socket: Socket;
      try {
        socket = open(url);
      } catch {
        // A policy or a browser that refuses the address outright: as good as no agent there.
        return resolve(null);
      }
      const settle = (ok: boolean) => {
        socket.removeEventListener('open', opened);
        socket.removeEventListener('error', failed);
        signal.removeEventListener('abort', failed);
        if (!ok) socket.close();
        resolve(ok ? socket : null);
      };
      const opened = () => settle(true);
      const failed = () => settle(false);
      socket.addEventListener('open', opened);
      socket.addEventListener('error', failed);
      signal.addEventListener('abort', failed, { once: true });
    });

  async function connect(signal: AbortSignal): Promise<Socket> {
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await pause(retryMs, signal);
      const socket = await connectOnce(signal);
      signal.throwIfAborted();
      if (socket) return socket;
    }
    throw new UsbKeyAgentError({ kind: 'unreachable' });
  }

  async function call<S extends typeof AgentListAnswer | typeof AgentSignAnswer>(
    answer: S,
    request: Record<string, unknown>,
    signal: AbortSignal,
  ): Promise<Extract<z.infer<S>, { result: unknown }>['result']> {
    const socket = await connect(signal);
    const id = newId();
    return new Promise((resolve, reject) => {
      const end = (outcome: () => void) => {
        clearTimeout(timer);
        socket.removeEventListener('message', message);
        socket.removeEventListener('close', closed);
        signal.removeEventListener('abort', aborted);
        socket.close();
        outcome();
      };
      const fail = (kind: 'timeout' | 'malformed' | 'closed') =>
        end(() => reject(new UsbKeyAgentError({ kind })));
      const message = (event: Event) => {
        const data = event instanceof MessageEvent && typeof event.data === 'string' ? event.data : null;
        let frame: unknown;
        try {
          frame = data === null ? null : JSON.parse(data);
        } catch {
          frame = null;
        }
        const named = AgentAnswerId.safeParse(frame);
        if (!named.success) return fail('malformed');
        // Another request's answer (of another tab, or an earlier one given up): not this one's.
        if (named.data.id !== id) return;
        const parsed = answer.safeParse(frame);
        if (!parsed.success) return fail('malformed');
        const body = parsed.data;
        if ('error' in body)
          return end(() => reject(new UsbKeyAgentError({ kind: 'refused', error: body.error })));
        end(() => resolve(body.result));
      };
      const closed = () => fail('closed');
      const aborted = () => end(() => reject(signal.reason));
      const timer = setTimeout(() => fail('timeout'), timeoutMs);
      socket.addEventListener('message', message);
      socket.addEventListener('close', closed);
      signal.addEventListener('abort', aborted, { once: true });
      socket.send(JSON.stringify({ id, ...request }));
    });
  }

  return {
    list: (signal: AbortSignal): Promise<AgentListResult> =>
      call(AgentListAnswer, { method: 'list' }, signal),
    sign: (request: Omit<AgentSignRequest, 'id' | 'method'>, signal: AbortSignal): Promise<AgentSignResult> =>
      call(AgentSignAnswer, { method: 'sign', ...request }, signal),
  };
}
