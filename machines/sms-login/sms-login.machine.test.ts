import { afterAll, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, waitFor } from 'xstate';
import { COMPOSITE_REFUSALS } from '../../schemas/composite-step.schema';
import { SMS_LOGIN_CODES, SMS_LOGIN_REFUSALS } from '../../schemas/refusals';
import { ADAPTERS } from '../../schemas/spec-constants';
import type { LoginTypeInput } from '../shared/login-type';
import { afterEvents } from '../testing/after-events';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { failed, sampleErrors } from '../testing/sample-errors';
import { smsLoginMachine } from './sms-login.machine';

const input: LoginTypeInput = {
  enterpriseAuthId: ADAPTERS.mobilePhoneToken,
  sm2Key: null,
  clientId: 'client-1',
  enterpriseId: 'demo',
  presetUsername: null,
  mobile: false,
  loginContext: { type: 'IDAAS' },
};
// The chain's first step (its code not there yet) and a later one (issue 15).
const firstStep: LoginTypeInput = { ...input, chain: { code: null } };
const laterStep: LoginTypeInput = { ...input, chain: { code: 'chain-9' } };
const ACTORS = ['smsLoginInfo', 'captcha', 'smsSendCode', 'smsLogin', 'startChain'] as const;
const CAPTCHA = { code: 'cap-1', captcha: 'data:image/svg+xml;base64,' };
const NUMBER = { phoneNumber: '138 0013 8030', phoneRegion: '86' };
const refused = (name: keyof typeof SMS_LOGIN_REFUSALS) =>
  failed({ kind: 'response', code: 'InvalidParameter', message: SMS_LOGIN_REFUSALS[name] });
const coded = (name: keyof typeof SMS_LOGIN_CODES) =>
  failed({ kind: 'response', code: SMS_LOGIN_CODES[name] });
const chainRefused = (name: 'tooMany' | 'unavailable') =>
  failed({ kind: 'response', code: 'InvalidParameter', message: COMPOSITE_REFUSALS[name] });
const START = {
  code: 'chain-1',
  nextAuth: { type: 'login', authType: ADAPTERS.mobilePhoneToken, step: 1, steps: 2 },
  expiresIn: 600,
};
const STEP = {
  auth: true,
  done: false,
  userInfo: { username: 'zhang', displayName: 'Zhang' },
  nextAuth: { type: 'login', authType: ADAPTERS.password, step: 2, steps: 2 },
};
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });

// A countdown of 2 s keeps the model small: the same transitions as 60 s, fewer states.
const events = (snapshot: AnyMachineSnapshot) => [
  done('smsLoginInfo', { showCaptcha: true }),
  done('smsLoginInfo', { showCaptcha: false }),
  error('smsLoginInfo', sampleErrors.network),
  { type: 'info.retry' },
  done('captcha', CAPTCHA),
  error('captcha', sampleErrors.network),
  { type: 'captcha.refresh' },
  { type: 'code.send', ...NUMBER, captcha: 'abcd' },
  { type: 'code.send', phoneNumber: '123', phoneRegion: '86', captcha: '' },
  done('smsSendCode', { resendAfter: 2, validMinutes: 5 }),
  done('smsSendCode', { resendAfter: 0, validMinutes: 5 }),
  error('smsSendCode', refused('resendTooSoon')),
  error('smsSendCode', coded('noAccount')),
  error('smsSendCode', sampleErrors.network),
  { type: 'sms.submit', ...NUMBER, code: '123456' },
  { type: 'sms.submit', ...NUMBER, code: '12' },
  done('startChain', START),
  error('startChain', chainRefused('tooMany')),
  error('startChain', sampleErrors.network),
  // src/ reads a step's answer for a call with a chain's code, a token for any other (sms-login.api.ts).
  snapshot.context.chain ? done('smsLogin', { step: STEP }) : done('smsLogin', { access_token: 'tok' }),
  error('smsLogin', coded('wrongCode')),
  error('smsLogin', sampleErrors.http500),
  { type: 'field.edit', field: 'code' },
  ...afterEvents(snapshot),
];

// Three regions at once: a state of the model is what the form shows, not every value its context holds.
const serialize = (s: AnyMachineSnapshot) =>
  JSON.stringify([
    s.value,
    s.status,
    s.context.showCaptcha,
    // The last seconds of a countdown are its states that differ; a minute held back counts down like them.
    Math.min(s.context.resendIn, 3),
    s.context.validMinutes !== null,
    s.context.refusal !== null,
    s.context.startedChain !== null,
  ]);

// Alone, and as a chain's first step (its start reached only so); a later step's paths are the lone login's.
const MODELS = { alone: input, 'first step': firstStep };

describe('SMS login (model-based)', () => {
  const coverage = new CoverageRecorder(smsLoginMachine);
  const cases = Object.entries(MODELS).flatMap(([model, modelInput]) =>
    modelPaths(smsLoginMachine, { events, input: modelInput, serialize }).map(
      (p) => [`${model}: ${describePath(p)}`, modelInput, p] as const,
    ),
  );

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(10));

  it.each(cases)('%s', async (_name, modelInput, path) => {
    const fakes = new FakeActors();
    const machine = smsLoginMachine.provide({ actors: fakes.forAll(ACTORS), delays: { tick: 60_000 } });
    await drivePath(machine, path, fakes, coverage, { input: modelInput, serialize });
  });

  afterAll(() => coverage.expectComplete());
});

describe('SMS login effects', () => {
  const start = (showCaptcha: boolean, loginInput = input) => {
    const fakes = new FakeActors();
    const reportError = vi.fn();
    const machine = smsLoginMachine.provide({
      actors: fakes.forAll(ACTORS),
      actions: { reportError },
      delays: { tick: 5 },
    });
    const actor = createActor(machine, { input: loginInput }).start();
    fakes.settle('smsLoginInfo', true, { showCaptcha });
    return { actor, fakes, reportError };
  };

  it('asks the tenant’s adapter whether a code costs a captcha, and draws one only then', async () => {
    const asked = start(true);
    expect(asked.fakes.inputs('smsLoginInfo')).toEqual([{ _enterprise_id: 'demo' }]);
    await waitFor(asked.actor, (s) => s.matches({ ready: { captcha: 'drawing' } }));
    const free = start(false);
    await waitFor(free.actor, (s) => s.matches({ ready: { captcha: 'off' } }));
    expect(free.fakes.inputs('captcha')).toEqual([]);
  });

  it('sends the number without its spaces with the captcha’s answer and key, then counts down', async () => {
    const { actor, fakes } = start(true);
    fakes.settle('captcha', true, CAPTCHA);
    await waitFor(actor, (s) => s.matches({ ready: { captcha: 'shown' } }));
    actor.send({ type: 'code.send', ...NUMBER, captcha: ' abcd ' });
    expect(fakes.inputs('smsSendCode')).toEqual([
      {
        phoneNumber: '13800138030',
        phoneRegion: '86',
        enterpriseAuthId: ADAPTERS.mobilePhoneToken,
        captcha: 'abcd',
        key: 'cap-1',
        _enterprise_id: 'demo',
      },
    ]);
    fakes.settle('smsSendCode', true, { resendAfter: 2, validMinutes: 5 });
    await waitFor(actor, (s) => s.matches({ ready: { sender: 'cooling' } }));
    // The send spent the captcha: a new picture is drawn.
    expect(actor.getSnapshot().matches({ ready: { captcha: 'drawing' } })).toBe(true);
    actor.send({ type: 'code.send', ...NUMBER, captcha: 'efgh' });
    expect(fakes.inputs('smsSendCode')).toHaveLength(1);
    await waitFor(actor, (s) => s.matches({ ready: { sender: 'idle' } }));
    expect(actor.getSnapshot().context.resendIn).toBe(0);
  });

  it('holds a send back for a malformed number or a missing captcha, saying which', async () => {
    const { actor, fakes } = start(true);
    fakes.settle('captcha', true, CAPTCHA);
    await waitFor(actor, (s) => s.matches({ ready: { captcha: 'shown' } }));
    actor.send({ type: 'code.send', phoneNumber: '1234', phoneRegion: '86', captcha: '' });
    expect(actor.getSnapshot().context.errors).toEqual({ phone: 'format', captcha: 'required' });
    actor.send({ type: 'field.edit', field: 'phone' });
    expect(actor.getSnapshot().context.errors).toEqual({ captcha: 'required' });
    // Another region's number is digits.
    actor.send({ type: 'code.send', phoneNumber: '91234567', phoneRegion: '852', captcha: 'x' });
    expect(fakes.inputs('smsSendCode')).toEqual([expect.objectContaining({ phoneRegion: '852' })]);
  });

  it('says a number with no account at the number (SPEC 8), and a code held back by the countdown counts it down', async () => {
    const { actor, fakes } = start(false);
    await waitFor(actor, (s) => s.matches({ ready: { captcha: 'off' } }));
    actor.send({ type: 'code.send', ...NUMBER, captcha: '' });
    fakes.settle('smsSendCode', false, coded('noAccount'));
    await waitFor(actor, (s) => s.context.refusal === 'noAccount');
    actor.send({ type: 'code.send', ...NUMBER, captcha: '' });
    fakes.settle('smsSendCode', false, refused('resendTooSoon'));
    await waitFor(actor, (s) => s.matches({ ready: { sender: 'cooling' } }));
    expect(actor.getSnapshot().context).toMatchObject({ resendIn: 60, refusal: 'resendTooSoon' });
  });

  it('signs in with the code typed and ends with the token, no chain started', async () => {
    const { actor, fakes } = start(false);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'sms.submit', ...NUMBER, code: ' 123 456 ' });
    expect(fakes.inputs('smsLogin')).toEqual([
      {
        clientId: 'client-1',
        code: '123456',
        enterpriseAuthId: ADAPTERS.mobilePhoneToken,
        phoneNumber: '13800138030',
        phoneRegion: '86',
        authCode: null,
        key: null,
        _enterprise_id: 'demo',
      },
    ]);
    fakes.settle('smsLogin', true, { access_token: 'tok' });
    const final = await waitFor(actor, (s) => s.status === 'done');
    expect(final.output).toEqual({ accessToken: 'tok' });
    expect(fakes.inputs('startChain')).toEqual([]);
  });

  it('keeps a wrong code’s refusal until the code is edited; reports what it cannot word', async () => {
    const { actor, fakes, reportError } = start(false);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'sms.submit', ...NUMBER, code: '' });
    expect(actor.getSnapshot().context.errors).toEqual({ code: 'required' });
    actor.send({ type: 'sms.submit', ...NUMBER, code: '123456' });
    fakes.settle('smsLogin', false, coded('wrongCode'));
    await waitFor(actor, (s) => s.context.refusal === 'wrongCode');
    actor.send({ type: 'field.edit', field: 'code' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    actor.send({ type: 'sms.submit', ...NUMBER, code: '123456' });
    fakes.settle('smsLogin', false, sampleErrors.http500);
    await waitFor(actor, (s) => s.matches({ ready: { form: 'entering' } }));
    expect(reportError).toHaveBeenCalledWith(expect.anything(), { error: sampleErrors.http500 });
  });

  it('offers another try when the adapter’s info did not load', async () => {
    const fakes = new FakeActors();
    const actor = createActor(smsLoginMachine.provide({ actors: fakes.forAll(ACTORS) }), { input }).start();
    fakes.settle('smsLoginInfo', false, sampleErrors.network);
    await waitFor(actor, (s) => s.matches('unavailable'));
    actor.send({ type: 'info.retry' });
    expect(fakes.inputs('smsLoginInfo')).toHaveLength(2);
  });
});

describe('SMS login as a composite chain’s step', () => {
  const submitted = async (loginInput: LoginTypeInput) => {
    const fakes = new FakeActors();
    const reportError = vi.fn();
    const machine = smsLoginMachine.provide({ actors: fakes.forAll(ACTORS), actions: { reportError } });
    const actor = createActor(machine, { input: loginInput }).start();
    fakes.settle('smsLoginInfo', true, { showCaptcha: false });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'sms.submit', ...NUMBER, code: '123456' });
    return { actor, fakes, reportError };
  };
  const authCodes = (fakes: FakeActors) =>
    fakes.inputs('smsLogin').map((sent) => (sent as { authCode: unknown }).authCode);

  it('as the first step, starts the chain before it signs in and sends its code as authCode', async () => {
    const { actor, fakes } = await submitted(firstStep);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // A second click while the chain starts starts no other.
    actor.send({ type: 'sms.submit', ...NUMBER, code: '123456' });
    expect(fakes.inputs('startChain')).toEqual([
      { enterpriseAuthId: ADAPTERS.mobilePhoneToken, _enterprise_id: 'demo' },
    ]);
    expect(fakes.inputs('smsLogin')).toEqual([]);
    fakes.settle('startChain', true, START);
    await waitFor(actor, (s) => s.matches({ ready: { form: 'signingIn' } }));
    expect(fakes.inputs('smsLogin')).toEqual([
      expect.objectContaining({ code: '123456', phoneNumber: '13800138030', authCode: 'chain-1' }),
    ]);
  });

  it('as the first step, hands the step over as the chain’s first, with its adapter', async () => {
    const { actor, fakes } = await submitted(firstStep);
    fakes.settle('startChain', true, START);
    fakes.settle('smsLogin', true, { step: STEP });
    const final = await waitFor(actor, (s) => s.status === 'done');
    expect(final.output).toEqual({
      composite: { code: 'chain-1', step: STEP, first: true, enterpriseAuthId: ADAPTERS.mobilePhoneToken },
    });
  });

  it('keeps the chain’s code after a refused code: the next submit sends it again, the chain started once', async () => {
    const { actor, fakes } = await submitted(firstStep);
    fakes.settle('startChain', true, START);
    fakes.settle('smsLogin', false, coded('wrongCode'));
    await waitFor(actor, (s) => s.context.refusal === 'wrongCode');
    actor.send({ type: 'sms.submit', ...NUMBER, code: '654321' });
    expect(actor.getSnapshot().matches({ ready: { form: 'signingIn' } })).toBe(true);
    expect(fakes.inputs('startChain')).toHaveLength(1);
    expect(authCodes(fakes)).toEqual(['chain-1', 'chain-1']);
  });

  it('as a later step, sends the chain’s code, starts none, and hands the step over without `first`', async () => {
    const { actor, fakes } = await submitted(laterStep);
    expect(actor.getSnapshot().matches({ ready: { form: 'signingIn' } })).toBe(true);
    expect(authCodes(fakes)).toEqual(['chain-9']);
    fakes.settle('smsLogin', true, { step: STEP });
    const final = await waitFor(actor, (s) => s.status === 'done');
    expect(final.output).toEqual({ composite: { code: 'chain-9', step: STEP } });
    expect(fakes.inputs('startChain')).toEqual([]);
  });

  it.each([
    ['tooMany', 'chainTooMany'],
    ['unavailable', 'chainUnavailable'],
  ] as const)(
    'says a chain refused as %s on the form, and starts one at the next submit',
    async (name, said) => {
      const { actor, fakes, reportError } = await submitted(firstStep);
      fakes.settle('startChain', false, chainRefused(name));
      const form = await waitFor(actor, (s) => s.matches({ ready: { form: 'entering' } }));
      expect(form.context.refusal).toBe(said);
      expect(form.hasTag('busy')).toBe(false);
      expect(reportError).not.toHaveBeenCalled();
      expect(fakes.inputs('smsLogin')).toEqual([]);
      actor.send({ type: 'sms.submit', ...NUMBER, code: '123456' });
      expect(fakes.inputs('startChain')).toHaveLength(2);
    },
  );

  it.each([
    ['no answer', sampleErrors.network],
    // An SMS login's refusal is none of a chain's start: the page cannot word it there.
    ['another refusal', coded('wrongCaptcha')],
  ])('reports a chain’s start that failed with %s, and gives the form back', async (_name, failure) => {
    const { actor, fakes, reportError } = await submitted(firstStep);
    fakes.settle('startChain', false, failure);
    const form = await waitFor(actor, (s) => s.matches({ ready: { form: 'entering' } }));
    expect(form.context.refusal).toBeNull();
    expect(reportError).toHaveBeenCalledWith(expect.anything(), { error: failure });
    expect(fakes.inputs('smsLogin')).toEqual([]);
  });
});
