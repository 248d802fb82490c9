import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { isLoopbackHost, originOf } from '../local-origins';
import { answerRequest, badRequestAnswer, type AgentServices } from './answer-request';
import { readFrame } from './read-frame';

export interface RunningAgent {
  port: number;
  close(): Promise<void>;
}

// The largest request is a sign with a 16 KiB server certificate (usbkey-agent.schema.ts); more is no page's.
const MAX_FRAME_BYTES = 32 * 1024;
// RFC 6455 1008: a frame the agent cannot even match to a request breaks the protocol.
const POLICY_VIOLATION = 1008;

/**
 * The USB-key agent's WebSocket server on 127.0.0.1 only. The handshake is refused (HTTP 403) unless the page
 * is of a login origin and the Host is the loopback address (DNS rebinding): any site the user opens could
 * otherwise list the keys and ask for PINs.
 */
export function listenUsbKeyAgent(
  services: AgentServices,
  options: { port: number; origins: ReadonlySet<string> },
): Promise<RunningAgent> {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const server = createServer((_request, response) => response.writeHead(426, { Connection: 'close' }).end());
  let port = options.port;
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const origin = originOf(request.headers.origin);
    if (!isLoopbackHost(request, port) || !origin || !options.origins.has(origin)) {
      services.log(
        `refused a handshake from ${request.headers.origin ?? 'no origin'} to ${request.headers.host}`,
      );
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n', () =>
        socket.destroy(),
      );
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => serve(ws, services));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      port = (server.address() as AddressInfo).port;
      resolve({
        port,
        close: () =>
          new Promise((closed) => {
            for (const client of sockets.clients) client.terminate();
            sockets.close();
            server.close(() => closed());
          }),
      });
    });
  });
}

function serve(ws: WebSocket, services: AgentServices) {
  ws.on('error', (error) => services.log(`connection error: ${error.message}`));
  ws.on('message', (data, isBinary) => {
    const frame = isBinary ? { unreadable: true as const } : readFrame(data.toString());
    if ('unreadable' in frame) {
      ws.close(POLICY_VIOLATION, 'unreadable frame');
      return;
    }
    const answer =
      'badRequestId' in frame
        ? Promise.resolve(badRequestAnswer(frame.badRequestId))
        : answerRequest(services, frame.request);
    void answer.then((text) => {
      if (ws.readyState === ws.OPEN) ws.send(text);
    });
  });
}
