import { createHash, randomBytes, verify, X509Certificate } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentListAnswer, AgentSignAnswer } from '../../../schemas/usbkey-agent.schema';
import type { AgentProcess } from '../agent-process';
import { connectAgent, handshakeStatus, type AgentTestClient } from './agent-test-client';
import {
  base64Der,
  DEMO_PIN,
  LOGIN_ORIGIN,
  makeTokenDir,
  otherCaServerCertificate,
  pkcs11Missing,
  seedFile,
  startTestAgent,
} from './test-agent';

// The reference USB-key agent on a real SoftHSM2 token (SPEC 7 Other; usbkey-agent.schema.ts), over its
// WebSocket as a login page uses it.
describe.skipIf(pkcs11Missing)(`USB-key agent${pkcs11Missing ?? ''}`, () => {
  let token: Awaited<ReturnType<typeof makeTokenDir>>;
  let agent: AgentProcess;
  let page: AgentTestClient;
  let serverPem: string;
  const random = () => randomBytes(32).toString('base64url');
  const listed = async () => {
    const answer = AgentListAnswer.parse(await page.ask({ id: 'list-0001', method: 'list' }));
    if (!('result' in answer)) throw new Error(`list refused: ${JSON.stringify(answer)}`);
    return answer.result.certificates;
  };
  const signFrame = async (id: string, overrides: Record<string, unknown> = {}) => {
    const [certificate] = await listed();
    return {
      id,
      method: 'sign',
      keySerial: certificate!.keySerial,
      certId: certificate!.certId,
      pin: DEMO_PIN,
      random: random(),
      serverCert: base64Der(serverPem),
      ...overrides,
    };
  };

  beforeAll(async () => {
    token = await makeTokenDir();
    agent = await startTestAgent(token);
    page = await connectAgent(agent.url, LOGIN_ORIGIN);
    serverPem = await seedFile('server.pem');
  });
  afterAll(async () => {
    page?.close();
    await agent?.stop();
    await token?.remove();
  });

  it('lists the demo certificate with its dates, its id on the key and the key serial and label', async () => {
    const seed = new X509Certificate(await seedFile('usbkey.pem'));
    const [certificate, ...others] = await listed();
    expect(others).toEqual([]);
    expect(certificate).toMatchObject({
      keyLabel: 'IDaaS Demo Key',
      certId: '01',
      subject: 'C=CN, O=IDaaS Demo, CN=usbkey',
      notBefore: new Date(seed.validFrom).toISOString(),
      notAfter: new Date(seed.validTo).toISOString(),
      cert: seed.raw.toString('base64'),
    });
    expect(certificate!.keySerial).toMatch(/^[0-9a-f]{16}$/);
    expect(certificate!.issuer).toContain('CN=');
  });

  it('signs SHA-256 of the random with the certificate key (raw r‖s) and names the server certificate it checked', async () => {
    const frame = await signFrame('sign-0001');
    const answer = AgentSignAnswer.parse(await page.ask(frame));
    if (!('result' in answer)) throw new Error(`sign refused: ${JSON.stringify(answer)}`);
    const { result } = answer;
    const userCert = new X509Certificate(Buffer.from(result.userCert, 'base64'));
    expect(userCert.subject).toContain('CN=usbkey');
    const signature = Buffer.from(result.signedData, 'base64');
    expect(signature).toHaveLength(64);
    const key = { key: userCert.publicKey, dsaEncoding: 'ieee-p1363' as const };
    expect(verify('sha256', Buffer.from(frame.random, 'utf8'), key, signature)).toBe(true);
    expect(verify('sha256', Buffer.from(random(), 'utf8'), key, signature)).toBe(false);
    expect(result.idToken1).toBe(frame.keySerial);
    expect(result.idToken2).toBe('01');
    const serverDer = new X509Certificate(serverPem).raw;
    expect(result.idToken3).toBe(createHash('sha256').update(serverDer).digest('hex'));
  });

  it('refuses to sign for a server certificate of another CA', async () => {
    const otherPem = await otherCaServerCertificate(token.dir);
    const frame = await signFrame('sign-0002', { serverCert: base64Der(otherPem) });
    expect(await page.ask(frame)).toEqual({ id: 'sign-0002', error: { code: 'serverCertRejected' } });
  });

  it('says keyRemoved for a key serial that is not inserted, and for a certificate id not on the key', async () => {
    const gone = await signFrame('sign-0003', { keySerial: 'ffffffffffffffff' });
    expect(await page.ask(gone)).toEqual({ id: 'sign-0003', error: { code: 'keyRemoved' } });
    const noCert = await signFrame('sign-0004', { certId: '02' });
    expect(await page.ask(noCert)).toEqual({ id: 'sign-0004', error: { code: 'keyRemoved' } });
  });

  it('answers a malformed request with badRequest and its id, then serves the next request', async () => {
    expect(await page.ask({ id: 'bad-00001', method: 'erase' })).toEqual({
      id: 'bad-00001',
      error: { code: 'badRequest' },
    });
    const shortPin = await signFrame('bad-00002', { pin: '12' });
    expect(await page.ask(shortPin)).toEqual({ id: 'bad-00002', error: { code: 'badRequest' } });
    expect(await listed()).toHaveLength(1);
  });

  it('closes a connection whose frame has no readable id (policy violation) and serves the next one', async () => {
    const other = await connectAgent(agent.url, LOGIN_ORIGIN);
    other.sendRaw('{not json');
    expect(await other.closed).toBe(1008);
    const next = await connectAgent(agent.url, LOGIN_ORIGIN);
    const answer = AgentListAnswer.parse(await next.ask({ id: 'list-0002', method: 'list' }));
    next.close();
    expect('result' in answer && answer.result.certificates).toHaveLength(1);
  });

  it('accepts the handshake only from a login origin, on the loopback Host', async () => {
    expect(await handshakeStatus(agent.url, LOGIN_ORIGIN)).toBe('open');
    expect(await handshakeStatus(agent.url, 'http://evil.test:8080')).toBe('403');
    expect(await handshakeStatus(agent.url, 'http://login.test:8081')).toBe('403');
    expect(await handshakeStatus(agent.url, undefined)).toBe('403');
    // A DNS-rebound name: the page's origin is one of ours only if the attacker also controls that name.
    const rebound = { Host: `evil.test:${agent.port}` };
    expect(await handshakeStatus(agent.url, LOGIN_ORIGIN, rebound)).toBe('403');
    expect(await handshakeStatus(agent.url, LOGIN_ORIGIN, { Host: `localhost:${agent.port}` })).toBe('open');
  });
});
