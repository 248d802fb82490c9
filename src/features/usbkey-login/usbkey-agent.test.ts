import { describe, expect, it } from 'vitest';
import { agentFailureOf } from '../../../machines/usbkey-login/agent-failure';
import { usbKeyAgent } from './usbkey-agent';

const LIST = {
  certificates: [
    {
      keySerial: 'serial-1',
      keyLabel: 'IDaaS Demo Key',
      certId: '01',
      subject: 'CN=usbkey',
      issuer: 'CN=CA',
      notBefore: '2026-01-01T00:00:00Z',
      notAfter: '2046-01-01T00:00:00Z',
      cert: 'A'.repeat(64),
    },
  ],
};

/** A socket whose peer is the test: it opens or fails, and answers each request as `answer` says. */
class FakeSocket extends EventTarget {
  sent: { id: string; method: string }[] = [];
  closed = false;
  constructor(
    opens: boolean,
    private readonly answer: (request: { id: string }) => unknown[],
  ) {
    super();
    queueMicrotask(() => this.dispatchEvent(new Event(opens ? 'open' : 'error')));
  }
  send(data: string) {
    const request = JSON.parse(data) as { id: string; method: string };
    this.sent.push(request);
    for (const frame of this.answer(request))
      queueMicrotask(() =>
        this.dispatchEvent(
          frame === 'close'
            ? new Event('close')
            : new MessageEvent('message', {
                data: typeof frame === 'string' ? frame : JSON.stringify(frame),
              }),
        ),
      );
  }
  close() {
    this.closed = true;
  }
}

const agentWith = (opensAt: number, answer: (request: { id: string }) => unknown[], timeoutMs = 1000) => {
  const sockets: FakeSocket[] = [];
  const agent = usbKeyAgent({
    retryMs: 1,
    timeoutMs,
    open: () => {
      const socket = new FakeSocket(sockets.length >= opensAt, answer);
      sockets.push(socket);
      return socket;
    },
  });
  return { agent, sockets };
};
const failureOf = (promise: Promise<unknown>) => promise.then(() => null, agentFailureOf);
const signal = () => new AbortController().signal;

describe('the USB-key agent’s transport', () => {
  it('tries the agent once and three more times (SPEC 9), then says it is unreachable', async () => {
    const { agent, sockets } = agentWith(99, () => []);
    expect(await failureOf(agent.list(signal()))).toEqual({ kind: 'unreachable' });
    expect(sockets).toHaveLength(4);
    const refusing = usbKeyAgent({
      retryMs: 1,
      open: () => {
        throw new DOMException('refused', 'SecurityError');
      },
    });
    expect(await failureOf(refusing.list(signal()))).toEqual({ kind: 'unreachable' });
    const late = agentWith(3, ({ id }) => [{ id, result: LIST }]);
    await expect(late.agent.list(signal())).resolves.toEqual(LIST);
    expect(late.sockets).toHaveLength(4);
  });

  it('takes this request’s answer once, passing over another request’s, and closes', async () => {
    const { agent, sockets } = agentWith(0, ({ id }) => [
      { id: 'another-request-1', result: { certificates: [] } },
      { id, result: LIST },
      { id, result: { certificates: [] } },
    ]);
    await expect(agent.list(signal())).resolves.toEqual(LIST);
    expect(sockets[0]!.sent).toEqual([{ id: expect.stringMatching(/^[0-9a-f]{24}$/), method: 'list' }]);
    expect(sockets[0]!.closed).toBe(true);
  });

  it('fails an answer of no known shape, a lost connection and no answer in time, each by its name', async () => {
    expect(await failureOf(agentWith(0, () => ['not json']).agent.list(signal()))).toEqual({
      kind: 'malformed',
    });
    expect(
      await failureOf(agentWith(0, ({ id }) => [{ id, result: { certs: 1 } }]).agent.list(signal())),
    ).toEqual({
      kind: 'malformed',
    });
    expect(await failureOf(agentWith(0, () => ['close']).agent.list(signal()))).toEqual({ kind: 'closed' });
    // Only another request's answer comes: this one is given up.
    const other = agentWith(0, () => [{ id: 'another-request-1', result: LIST }], 20);
    expect(await failureOf(other.agent.list(signal()))).toEqual({ kind: 'timeout' });
  });

  it('passes the agent’s refusal on, and sends what is to be signed', async () => {
    const { agent, sockets } = agentWith(0, ({ id }) => [
      { id, error: { code: 'pinIncorrect', retriesLeft: 4 } },
    ]);
    const request = {
      keySerial: 'serial-1',
      certId: '01',
      pin: '000000',
      random: 'r'.repeat(43),
      serverCert: 'B'.repeat(64),
    };
    expect(await failureOf(agent.sign(request, signal()))).toEqual({
      kind: 'refused',
      error: { code: 'pinIncorrect', retriesLeft: 4 },
    });
    expect(sockets[0]!.sent).toEqual([{ id: expect.any(String), method: 'sign', ...request }]);
  });

  it('stops when the flow no longer waits', async () => {
    const { agent, sockets } = agentWith(0, () => []);
    const controller = new AbortController();
    const pending = agent.list(controller.signal);
    await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort(new Error('left'));
    await expect(pending).rejects.toThrow('left');
    expect(sockets[0]!.closed).toBe(true);
  });
});
