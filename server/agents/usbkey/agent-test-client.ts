import { WebSocket } from 'ws';
import { AgentAnswerId } from '../../../schemas/usbkey-agent.schema';

/** A page's side of the agent's WebSocket, for tests: frames in, answers out by their id. */
export interface AgentTestClient {
  /** Sends the frame and waits for the answer that carries `id`. */
  ask(frame: { id: string } & Record<string, unknown>): Promise<unknown>;
  /** Sends text as it is. */
  sendRaw(text: string): void;
  /** The close code once the agent closed the connection. */
  closed: Promise<number>;
  close(): void;
}

export function connectAgent(
  url: string,
  origin: string,
  headers: Record<string, string> = {},
): Promise<AgentTestClient> {
  const socket = new WebSocket(url, { origin, headers });
  const waiting = new Map<string, (answer: unknown) => void>();
  socket.on('message', (data) => {
    const answer: unknown = JSON.parse(data.toString());
    const id = AgentAnswerId.parse(answer).id;
    waiting.get(id)?.(answer);
    waiting.delete(id);
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        ask: (frame) =>
          new Promise((answered) => {
            waiting.set(frame.id, answered);
            socket.send(JSON.stringify(frame));
          }),
        sendRaw: (text) => socket.send(text),
        closed,
        close: () => socket.close(),
      }),
    );
  });
}

/** The HTTP status that refused the handshake (the client's error says it), or 'open' when it was accepted. */
export async function handshakeStatus(
  url: string,
  origin: string | undefined,
  headers: Record<string, string> = {},
) {
  const socket = new WebSocket(url, { ...(origin ? { origin } : {}), headers });
  return new Promise<string>((resolve) => {
    socket.once('open', () => {
      socket.close();
      resolve('open');
    });
    socket.once('error', (error) =>
      resolve(/Unexpected server response: (\d+)/.exec(error.message)?.[1] ?? error.message),
    );
  });
}
