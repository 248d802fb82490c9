import { afterAll, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, waitFor } from 'xstate';
import { USBKEY_LOGIN_REFUSALS } from '../../schemas/refusals';
import { ADAPTERS } from '../../schemas/spec-constants';
import type { AgentCertificate } from '../../schemas/usbkey-agent.schema';
import { PLAIN_GRANT } from '../shared/grant';
import type { LoginTypeInput } from '../shared/login-type';
import { afterEvents } from '../testing/after-events';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { failed, sampleErrors } from '../testing/sample-errors';
import { type AgentFailure, UsbKeyAgentError } from './agent-failure';
import { certificateKey, usbKeyLoginMachine } from './usbkey-login.machine';

const input: LoginTypeInput = {
  enterpriseAuthId: ADAPTERS.usbKey,
  sm2Key: null,
  clientId: 'client-1',
  enterpriseId: 'demo',
  presetUsername: null,
  mobile: false,
  loginContext: { type: 'IDAAS' },
  grant: PLAIN_GRANT,
};
const ACTORS = ['agentList', 'usbKeyChallenge', 'agentSign', 'usbKeyLogin'] as const;
const NOW = Date.parse('2026-11-27T12:00:00Z');
const cert = (certId: string, notBefore: string, notAfter: string): AgentCertificate => ({
  keySerial: 'serial-1',
  keyLabel: 'IDaaS Demo Key',
  certId,
  subject: 'CN=usbkey',
  issuer: 'CN=IDaaS Demo USB-key CA',
  notBefore,
  notAfter,
  cert: 'A'.repeat(64),
});
const VALID = cert('01', '2026-01-01T00:00:00Z', '2046-01-01T00:00:00Z');
const EXPIRED = cert('02', '2020-01-01T00:00:00Z', '2026-01-01T00:00:00Z');
const LIST = { certificates: [VALID, EXPIRED], listedAt: NOW };
const EXPIRED_ONLY = { certificates: [EXPIRED], listedAt: NOW };
const CHALLENGE = { serverCert: 'B'.repeat(64), random: 'r'.repeat(43), expiresIn: 300 };
const SIGNATURE = {
  signedData: `${'s'.repeat(86)}==`,
  userCert: 'A'.repeat(64),
  idToken1: 'serial-1',
  idToken2: '01',
  idToken3: 'f'.repeat(64),
};
const agentError = (failure: AgentFailure) => new UsbKeyAgentError(failure);
const refusedBy = (code: 'pinIncorrect' | 'pinLocked' | 'keyRemoved' | 'serverCertRejected') =>
  agentError({
    kind: 'refused',
    error: code === 'pinIncorrect' ? { code, retriesLeft: 2 } : { code },
  });
const refused = (name: keyof typeof USBKEY_LOGIN_REFUSALS) =>
  failed({ kind: 'response', code: 'InvalidParameter', message: USBKEY_LOGIN_REFUSALS[name] });
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });

const events = (snapshot: AnyMachineSnapshot) => [
  done('agentList', LIST),
  done('agentList', EXPIRED_ONLY),
  done('agentList', { certificates: [], listedAt: NOW }),
  error('agentList', agentError({ kind: 'unreachable' })),
  error('agentList', agentError({ kind: 'malformed' })),
  error('agentList', new Error('bug')),
  { type: 'agent.retry' },
  { type: 'certificate.select', id: certificateKey(VALID) },
  { type: 'certificate.select', id: certificateKey(EXPIRED) },
  { type: 'pin.submit', pin: '123456' },
  { type: 'pin.submit', pin: '' },
  { type: 'pin.edit' },
  done('usbKeyChallenge', CHALLENGE),
  error('usbKeyChallenge', refused('randomExpired')),
  error('usbKeyChallenge', sampleErrors.network),
  done('agentSign', SIGNATURE),
  error('agentSign', refusedBy('pinIncorrect')),
  error('agentSign', refusedBy('keyRemoved')),
  error('agentSign', agentError({ kind: 'unreachable' })),
  error('agentSign', new Error('bug')),
  done('usbKeyLogin', { access_token: 'tok' }),
  error('usbKeyLogin', refused('badSignature')),
  error('usbKeyLogin', sampleErrors.http500),
  ...afterEvents(snapshot),
];

// A state of the model is what the form shows: the state, the choice's validity and whether it says a problem.
const serialize = (s: AnyMachineSnapshot) =>
  JSON.stringify([
    s.value,
    s.status,
    s.context.certificates.length,
    s.context.selected,
    s.context.problem?.source ?? null,
  ]);

describe('USB-key login (model-based)', () => {
  const coverage = new CoverageRecorder(usbKeyLoginMachine);
  const cases = modelPaths(usbKeyLoginMachine, { events, input, serialize }).map(
    (p) => [describePath(p), p] as const,
  );

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(10));

  it.each(cases)('%s', async (_name, path) => {
    const fakes = new FakeActors();
    const machine = usbKeyLoginMachine.provide({ actors: fakes.forAll(ACTORS) });
    await drivePath(machine, path, fakes, coverage, { input, serialize });
  });

  afterAll(() => coverage.expectComplete());
});

describe('USB-key login effects', () => {
  const start = (list = LIST) => {
    const fakes = new FakeActors();
    const reportError = vi.fn();
    const machine = usbKeyLoginMachine.provide({ actors: fakes.forAll(ACTORS), actions: { reportError } });
    const actor = createActor(machine, { input }).start();
    fakes.settle('agentList', true, list);
    return { actor, fakes, reportError };
  };

  it('chooses the first certificate that can sign in, and signs in with what the agent signed', async () => {
    const { actor, fakes } = start({ certificates: [EXPIRED, VALID], listedAt: NOW });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.selected).toBe(certificateKey(VALID));
    actor.send({ type: 'pin.submit', pin: '123456' });
    expect(fakes.inputs('usbKeyChallenge')).toEqual([{ _enterprise_id: 'demo' }]);
    fakes.settle('usbKeyChallenge', true, CHALLENGE);
    await waitFor(actor, (s) => s.matches('signing'));
    expect(fakes.inputs('agentSign')).toEqual([
      {
        keySerial: 'serial-1',
        certId: '01',
        pin: '123456',
        random: CHALLENGE.random,
        serverCert: CHALLENGE.serverCert,
      },
    ]);
    fakes.settle('agentSign', true, SIGNATURE);
    await waitFor(actor, (s) => s.matches('signingIn'));
    // The PIN is not kept once the agent has answered.
    expect(actor.getSnapshot().context.pin).toBeNull();
    expect(fakes.inputs('usbKeyLogin')).toEqual([
      { _enterprise_id: 'demo', random: CHALLENGE.random, ...SIGNATURE },
    ]);
    fakes.settle('usbKeyLogin', true, { access_token: 'tok' });
    const final = await waitFor(actor, (s) => s.status === 'done');
    expect(final.output).toEqual({ kind: 'token', accessToken: 'tok', authType: ADAPTERS.usbKey });
  });

  it('does not sign with a certificate out of its dates, nor without a PIN, saying which', async () => {
    const { actor, fakes } = start(EXPIRED_ONLY);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'pin.submit', pin: '123456' });
    expect(actor.getSnapshot().context.problem).toEqual({ source: 'form', check: 'certificateInvalid' });
    const other = start();
    await waitFor(other.actor, (s) => s.matches('ready'));
    other.actor.send({ type: 'pin.submit', pin: '' });
    expect(other.actor.getSnapshot().context.problem).toEqual({ source: 'form', check: 'pinRequired' });
    expect([...fakes.inputs('usbKeyChallenge'), ...other.fakes.inputs('usbKeyChallenge')]).toEqual([]);
  });

  it('keeps the agent’s wrong-PIN answer with its retries, and forgets the PIN', async () => {
    const { actor, fakes } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'pin.submit', pin: '000000' });
    fakes.settle('usbKeyChallenge', true, CHALLENGE);
    await waitFor(actor, (s) => s.matches('signing'));
    fakes.settle('agentSign', false, refusedBy('pinIncorrect'));
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.context.problem).toEqual({
      source: 'agent',
      failure: { kind: 'refused', error: { code: 'pinIncorrect', retriesLeft: 2 } },
    });
    expect(snapshot.context.pin).toBeNull();
    actor.send({ type: 'pin.edit' });
    expect(actor.getSnapshot().context.problem).toBeNull();
  });

  it('reads the list again when the key was taken out, and says so', async () => {
    const { actor, fakes } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'pin.submit', pin: '123456' });
    fakes.settle('usbKeyChallenge', true, CHALLENGE);
    await waitFor(actor, (s) => s.matches('signing'));
    fakes.settle('agentSign', false, refusedBy('keyRemoved'));
    await waitFor(actor, (s) => s.matches('listing'));
    expect(fakes.inputs('agentList')).toHaveLength(2);
    fakes.settle('agentList', true, { certificates: [], listedAt: NOW });
    const snapshot = await waitFor(actor, (s) => s.matches('noKey'));
    expect(snapshot.context.problem).toMatchObject({ source: 'agent' });
  });

  it('says the server’s refusal with the lock’s minutes, and reports what it cannot word', async () => {
    const { actor, fakes, reportError } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'pin.submit', pin: '123456' });
    fakes.settle('usbKeyChallenge', true, CHALLENGE);
    await waitFor(actor, (s) => s.matches('signing'));
    fakes.settle('agentSign', true, SIGNATURE);
    await waitFor(actor, (s) => s.matches('signingIn'));
    fakes.settle(
      'usbKeyLogin',
      false,
      failed({
        kind: 'http',
        status: 400,
        code: 'InvalidParameter',
        message: USBKEY_LOGIN_REFUSALS.locked,
        lockTime: 12,
      }),
    );
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.context.problem).toEqual({ source: 'server', refusal: 'locked', lockTime: 12 });
    actor.send({ type: 'pin.submit', pin: '123456' });
    fakes.settle('usbKeyChallenge', false, sampleErrors.network);
    await waitFor(actor, (s) => s.matches('ready') && reportError.mock.calls.length > 0);
    expect(reportError).toHaveBeenCalledWith(expect.anything(), { error: sampleErrors.network });
  });

  it('offers another try when no agent answers', async () => {
    const fakes = new FakeActors();
    const machine = usbKeyLoginMachine.provide({ actors: fakes.forAll(ACTORS) });
    const actor = createActor(machine, { input }).start();
    fakes.settle('agentList', false, agentError({ kind: 'unreachable' }));
    await waitFor(actor, (s) => s.matches('noAgent'));
    actor.send({ type: 'agent.retry' });
    expect(fakes.inputs('agentList')).toHaveLength(2);
  });
});
