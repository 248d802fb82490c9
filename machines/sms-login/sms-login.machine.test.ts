import { afterAll, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, waitFor } from 'xstate';
import { COMPOSITE_REFUSALS } from '../../schemas/composite-step.schema';
import { SMS_LOGIN_CODES, SMS_LOGIN_REFUSALS } from '../../schemas/refusals';
import { ADAPTERS } from '../../schemas/spec-constants';
import { type GrantRoute, PLAIN_GRANT } from '../shared/grant';
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
  grant: PLAIN_GRANT,
};
// A route its grant makes ready first (machines/shared/grant.ts), as a chain's first step's starts its chain.
const UNPREPARED: GrantRoute = { kind: 'chainStart' };
const PREPARED: GrantRoute = { kind: 'chainStep', code: 'chain-1', first: true };
const unprepared: LoginTypeInput = { ...input, grant: UNPREPARED };
const ACTORS = ['smsLoginInfo', 'captcha', 'smsSendCode', 'smsLogin', 'prepareGrant'] as const;
const TOKEN = { kind: 'token', accessToken: 'tok', authType: ADAPTERS.mobilePhoneToken } as const;
const CAPTCHA = { code: 'cap-1', captcha: 'data:image/svg+xml;base64,' };
const NUMBER = { phoneNumber: '138 0013 8030', phoneRegion: '86' };
const refused = (name: keyof typeof SMS_LOGIN_REFUSALS) =>
  failed({ kind: 'response', code: 'InvalidParameter', message: SMS_LOGIN_REFUSALS[name] });
const coded = (name: keyof typeof SMS_LOGIN_CODES) =>
  failed({ kind: 'response', code: SMS_LOGIN_CODES[name] });
const chainRefused = (name: 'tooMany' | 'unavailable') =>
  failed({ kind: 'response', code: 'InvalidParameter', message: COMPOSITE_REFUSALS[name] });
const HANDOVER = {
  kind: 'chainStep',
  handover: { code: 'chain-1', step: { auth: true, done: false }, first: true },
} as const;
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
  done('prepareGrant', PREPARED),
  error('prepareGrant', chainRefused('tooMany')),
  error('prepareGrant', sampleErrors.network),
  done('smsLogin', snapshot.context.grant.kind === 'plain' ? TOKEN : HANDOVER),
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
    s.context.grant.kind,
  ]);

// On a route that needs no preparing, and on one that does (its preparation reached only so).
const MODELS = { plain: input, 'prepared route': unprepared };

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

  it('signs in with the code typed and ends with what it was granted, nothing prepared', async () => {
    const { actor, fakes } = start(false);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'sms.submit', ...NUMBER, code: ' 123 456 ' });
    expect(fakes.inputs('smsLogin')).toEqual([
      {
        login: {
          clientId: 'client-1',
          code: '123456',
          enterpriseAuthId: ADAPTERS.mobilePhoneToken,
          phoneNumber: '13800138030',
          phoneRegion: '86',
          key: null,
          _enterprise_id: 'demo',
        },
        grant: PLAIN_GRANT,
      },
    ]);
    fakes.settle('smsLogin', true, TOKEN);
    const final = await waitFor(actor, (s) => s.status === 'done');
    expect(final.output).toEqual(TOKEN);
    expect(fakes.inputs('prepareGrant')).toEqual([]);
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

describe('SMS login on a route its grant makes ready first', () => {
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
  const routes = (fakes: FakeActors) =>
    fakes.inputs('smsLogin').map((sent) => (sent as { grant: unknown }).grant);

  it('makes it ready before it signs in, sends the route it answered, and ends with what it grants', async () => {
    const { actor, fakes } = await submitted(unprepared);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // A second click while it is made ready asks no other preparation.
    actor.send({ type: 'sms.submit', ...NUMBER, code: '123456' });
    expect(fakes.inputs('prepareGrant')).toEqual([
      { route: UNPREPARED, enterpriseAuthId: ADAPTERS.mobilePhoneToken, enterpriseId: 'demo' },
    ]);
    expect(fakes.inputs('smsLogin')).toEqual([]);
    fakes.settle('prepareGrant', true, PREPARED);
    await waitFor(actor, (s) => s.matches({ ready: { form: 'signingIn' } }));
    expect(fakes.inputs('smsLogin')).toEqual([
      { login: expect.objectContaining({ code: '123456', phoneNumber: '13800138030' }), grant: PREPARED },
    ]);
    fakes.settle('smsLogin', true, HANDOVER);
    expect((await waitFor(actor, (s) => s.status === 'done')).output).toEqual(HANDOVER);
  });

  it('keeps the route after a refused code: the next submit sends it again, made ready once', async () => {
    const { actor, fakes } = await submitted(unprepared);
    fakes.settle('prepareGrant', true, PREPARED);
    fakes.settle('smsLogin', false, coded('wrongCode'));
    await waitFor(actor, (s) => s.context.refusal === 'wrongCode');
    actor.send({ type: 'sms.submit', ...NUMBER, code: '654321' });
    expect(actor.getSnapshot().matches({ ready: { form: 'signingIn' } })).toBe(true);
    expect(fakes.inputs('prepareGrant')).toHaveLength(1);
    expect(routes(fakes)).toEqual([PREPARED, PREPARED]);
  });

  it.each([
    ['tooMany', 'chainTooMany'],
    ['unavailable', 'chainUnavailable'],
  ] as const)(
    'says a preparation refused as %s on the form, and asks again at the next submit',
    async (name, said) => {
      const { actor, fakes, reportError } = await submitted(unprepared);
      fakes.settle('prepareGrant', false, chainRefused(name));
      const form = await waitFor(actor, (s) => s.matches({ ready: { form: 'entering' } }));
      expect(form.context.refusal).toBe(said);
      expect(form.hasTag('busy')).toBe(false);
      expect(reportError).not.toHaveBeenCalled();
      expect(fakes.inputs('smsLogin')).toEqual([]);
      actor.send({ type: 'sms.submit', ...NUMBER, code: '123456' });
      expect(fakes.inputs('prepareGrant')).toHaveLength(2);
    },
  );

  it.each([
    ['no answer', sampleErrors.network],
    // An SMS login's refusal is none of the preparation's: the page cannot word it there.
    ['another refusal', coded('wrongCaptcha')],
  ])('reports a preparation that failed with %s, and gives the form back', async (_name, failure) => {
    const { actor, fakes, reportError } = await submitted(unprepared);
    fakes.settle('prepareGrant', false, failure);
    const form = await waitFor(actor, (s) => s.matches({ ready: { form: 'entering' } }));
    expect(form.context.refusal).toBeNull();
    expect(reportError).toHaveBeenCalledWith(expect.anything(), { error: failure });
    expect(fakes.inputs('smsLogin')).toEqual([]);
  });
});
