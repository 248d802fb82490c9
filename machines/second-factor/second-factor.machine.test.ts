import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, waitFor } from 'xstate';
import { COMPOSITE_REFUSALS, type CompositeStepResult } from '../../schemas/composite.schema';
import type { SaveResult, SecondFactorSelect } from '../../schemas/second-factor.schema';
import { DELAYS } from '../../schemas/spec-constants';
import { afterEvents } from '../testing/after-events';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { failed, sampleErrors } from '../testing/sample-errors';
import {
  CHAIN_USER,
  SMS_NEXT,
  STEP_PAID,
  chainStepSelect,
  sampleSelect as select,
} from '../testing/sample-second-factor';
import { type SecondFactorInput, secondFactorMachine } from './second-factor.machine';
import type { SecondFactorContext } from './second-factor.setup';

const input: SecondFactorInput = { accessToken: 'tok', serviceProvider: false };
const ACTORS = [
  'secondFactorSelect',
  'saveResult',
  'otpApp',
  'smsCode',
  'adminCode',
  'offlineDevice',
  'otpReset',
] as const;
const pass = { authCode: 'pass-0123456789abcdef' };
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });

// A composite chain (issue 15): LDAP, then the authenticator app (step 2), then an SMS code (step 3).
const chainAnswer = (composite: CompositeStepResult): SaveResult => ({ saved: true, composite });
const chainDone = chainAnswer({ auth: true, done: true, userInfo: CHAIN_USER, nextAuth: null });
const stepRefusedAnswer = chainAnswer({ auth: false, done: false, message: COMPOSITE_REFUSALS.stepRefused });
/** What the reference server answers a chain's refused payment: the envelope's InvalidParameter, its code. */
const refusedCall = (message: string) => failed({ kind: 'response', code: 'InvalidParameter', message });

/** What the server may answer: a chain's token is offered its step, and is answered as a chain's step. */
const serverAnswers = (snapshot: AnyMachineSnapshot) => {
  const { progress, select: offered }: SecondFactorContext = snapshot.context;
  const chained = offered?.composite;
  const selects = progress
    ? [chainStepSelect('sms', 3)]
    : [
        select(),
        select({ methods: ['sms', 'otp'], isApp2Factor: false }),
        select({ methods: [] }),
        select({ methods: ['admin', 'offline'], isApp2Factor: false }),
        chainStepSelect('otp', 2),
      ];
  const saves = chained
    ? [chained.step < chained.steps ? STEP_PAID : chainDone, stepRefusedAnswer]
    : [{ saved: true }];
  const saveErrors = chained
    ? [sampleErrors.network, refusedCall(COMPOSITE_REFUSALS.chainInvalid)]
    : [sampleErrors.network];
  return [
    ...selects.map((answer) => done('secondFactorSelect', answer)),
    ...saves.map((answer) => done('saveResult', answer)),
    ...saveErrors.map((err) => error('saveResult', err)),
  ];
};

const events = (snapshot: AnyMachineSnapshot) => [
  ...serverAnswers(snapshot),
  error('secondFactorSelect', sampleErrors.network),
  { type: 'method.choose', method: 'sms' },
  { type: 'method.choose', method: 'otp' },
  { type: 'method.choose', method: 'admin' },
  { type: 'method.choose', method: 'offline' },
  { type: 'method.choose', method: 'face' },
  { type: 'login.back' },
  done('otpApp', pass),
  error('otpApp', new Error('bug')),
  done('smsCode', pass),
  error('smsCode', new Error('bug')),
  done('adminCode', pass),
  error('adminCode', new Error('bug')),
  done('offlineDevice', pass),
  error('offlineDevice', new Error('bug')),
  { type: 'otp.reset' },
  { type: 'reset.cancel' },
  done('otpReset', { reset: true }),
  error('otpReset', new Error('bug')),
  ...afterEvents(snapshot),
];

// The model's clock is the delayed events it sends; the real timers must not fire during a path.
const forModel = (fakes: FakeActors) =>
  secondFactorMachine.provide({
    actors: fakes.forAll(ACTORS) as never,
    delays: { successRedirect: 60_000, failureReturn: 60_000 },
  });

describe('second factor (model-based)', () => {
  const coverage = new CoverageRecorder(secondFactorMachine);
  const cases = modelPaths(forModel(new FakeActors()), { events, input }).map(
    (p) => [describePath(p), p] as const,
  );

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(10));

  it.each(cases)('%s', async (_name, path) => {
    const fakes = new FakeActors();
    await drivePath(forModel(fakes), path, fakes, coverage, { input });
  });

  afterAll(() => coverage.expectComplete());
});

describe('second factor effects', () => {
  afterEach(() => vi.useRealTimers());

  /**
   * The machine with fake calls: `answers` are select's, in turn (the last one again after that), `save` gives
   * each save_result's answer. The delays are the SPEC's unless a test shortens them.
   */
  const start = (
    answers: SecondFactorSelect | readonly SecondFactorSelect[],
    save: () => Promise<SaveResult> = async () => ({ saved: true }),
    delays: { successRedirect: number; failureReturn: number } = { successRedirect: 5, failureReturn: 5 },
  ) => {
    const selects = 'methods' in answers ? [answers] : [...answers];
    const fakes = new FakeActors();
    const saved: unknown[] = [];
    // What the effects did, in order, with the states the flow went through between them.
    const log: string[] = [];
    const reportError = vi.fn();
    const chainStepPassed = vi.fn((_, params: unknown) =>
      log.push(`chainStepPassed ${JSON.stringify(params)}`),
    );
    const clearChain = vi.fn(() => log.push('clearChain'));
    const machine = secondFactorMachine.provide({
      actors: {
        secondFactorSelect: fromPromise(
          async () => (selects.length > 1 ? selects.shift() : selects[0]) ?? select(),
        ),
        saveResult: fromPromise(({ input: given }: { input: { accessToken: string; authCode: string } }) => {
          saved.push(given);
          return save();
        }),
        otpApp: fakes.logic() as never,
        smsCode: fakes.logic() as never,
        adminCode: fakes.logic() as never,
        offlineDevice: fakes.logic() as never,
        otpReset: fakes.logic() as never,
      },
      actions: { reportError, chainStepPassed, clearChain },
      delays,
    });
    const actor = createActor(machine, { input });
    let last = '';
    actor.subscribe((snapshot) => {
      const state = typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value);
      if (state !== last) log.push(state);
      last = state;
    });
    return { actor: actor.start(), fakes, saved, log, reportError, chainStepPassed, clearChain };
  };
  const SPEC_DELAYS = { successRedirect: DELAYS.successRedirect, failureReturn: DELAYS.failureReturn };

  it('offers the user’s own method first, with what the user has, and switches on request', async () => {
    const { actor, fakes } = start(
      select({ methods: ['sms', 'otp'], isApp2Factor: false, hasCurrentDevice: false }),
    );
    await waitFor(actor, (s) => s.matches({ method: 'sms' }));
    actor.send({ type: 'method.choose', method: 'otp' });
    expect(actor.getSnapshot().matches({ method: 'otp' })).toBe(true);
    expect(fakes.inputs('otpApp')).toEqual([
      { accessToken: 'tok', enterpriseId: 'demo', bound: false, ownApp: false },
    ]);
    expect(fakes.inputs('smsCode')).toMatchObject([{ accessToken: 'tok' }]);
  });

  it('offers the user’s own method first whatever the order of the list', async () => {
    const sms = start(select({ methods: ['otp', 'sms'], isApp2Factor: false }));
    await waitFor(sms.actor, (s) => s.matches({ method: 'sms' }));
    const app = start(select({ methods: ['sms', 'otp'], isApp2Factor: true }));
    await waitFor(app.actor, (s) => s.matches({ method: 'otp' }));
    // The user's own method is not offered by the tenant: the first that is.
    const only = start(select({ methods: ['otp'], isApp2Factor: false }));
    await waitFor(only.actor, (s) => s.matches({ method: 'otp' }));
    // A bound offline device is the user's own, ahead of the SMS listed before it.
    const offline = start(
      select({
        methods: ['otp', 'sms', 'admin', 'offline'],
        isApp2Factor: false,
        hasThirdOfflineDevice: true,
      }),
    );
    await waitFor(offline.actor, (s) => s.matches({ method: 'offline' }));
    expect(offline.fakes.inputs('offlineDevice')).toMatchObject([
      { accessToken: 'tok', enterpriseId: 'demo' },
    ]);
  });

  it('resets a lost app by the phone, then binds a new one', async () => {
    const { actor, fakes } = start(select({ hasCurrentDevice: true, bindPhoneNumber: true }));
    await waitFor(actor, (s) => s.matches({ method: 'otp' }));
    actor.send({ type: 'otp.reset' });
    expect(actor.getSnapshot().matches({ method: 'reset' })).toBe(true);
    fakes.settle('otpReset', true, { reset: true });
    await waitFor(actor, (s) => s.matches({ method: 'otp' }) && fakes.inputs('otpApp').length === 2);
    // The sample user's app is the tenant's own (isApp2Factor): the new one binds the enterprise too.
    expect(fakes.inputs('otpApp')[1]).toEqual({
      accessToken: 'tok',
      enterpriseId: 'demo',
      bound: false,
      ownApp: true,
    });
  });

  it('offers no reset without a phone to prove', async () => {
    const { actor } = start(select({ hasCurrentDevice: true, bindPhoneNumber: false }));
    await waitFor(actor, (s) => s.matches({ method: 'otp' }));
    actor.send({ type: 'otp.reset' });
    expect(actor.getSnapshot().matches({ method: 'otp' })).toBe(true);
  });

  it('offers no reset of a lost app in a chain: no new app may be bound until the chain is paid', async () => {
    const { actor } = start(chainStepSelect('otp', 2));
    await waitFor(actor, (s) => s.matches({ method: 'otp' }));
    actor.send({ type: 'otp.reset' });
    expect(actor.getSnapshot().matches({ method: 'otp' })).toBe(true);
  });

  it('starts the administrator’s code on request', async () => {
    const { actor, fakes } = start(select({ methods: ['otp', 'admin'] }));
    await waitFor(actor, (s) => s.matches({ method: 'otp' }));
    actor.send({ type: 'method.choose', method: 'admin' });
    expect(actor.getSnapshot().matches({ method: 'admin' })).toBe(true);
    expect(fakes.inputs('adminCode')).toMatchObject([{ accessToken: 'tok' }]);
  });

  it('ignores a method the tenant does not offer', async () => {
    const { actor } = start(select({ methods: ['otp'] }));
    await waitFor(actor, (s) => s.matches({ method: 'otp' }));
    actor.send({ type: 'method.choose', method: 'sms' });
    expect(actor.getSnapshot().context.method).toBe('otp');
  });

  it('redeems the method’s pass, shows success, then ends passed; no chain is touched', async () => {
    const { actor, fakes, saved, log, chainStepPassed, clearChain } = start(select());
    await waitFor(actor, (s) => s.matches({ method: 'otp' }));
    fakes.settle('otpApp', true, pass);
    await waitFor(actor, (s) => s.matches('passed'));
    expect(saved).toEqual([{ accessToken: 'tok', authCode: pass.authCode }]);
    expect((await waitFor(actor, (s) => s.status === 'done')).output).toEqual({ kind: 'passed' });
    expect(log).toEqual(['loading', '{"method":"otp"}', 'saving', 'passed', 'done']);
    expect(actor.getSnapshot().context.progress).toBeNull();
    expect(chainStepPassed).not.toHaveBeenCalled();
    expect(clearChain).not.toHaveBeenCalled();
  });

  it('reports a failed save and returns to the login', async () => {
    const { actor, fakes, reportError } = start(select(), () => Promise.reject(sampleErrors.network));
    await waitFor(actor, (s) => s.matches({ method: 'otp' }));
    fakes.settle('otpApp', true, pass);
    expect((await waitFor(actor, (s) => s.status === 'done')).output).toEqual({ kind: 'relogin' });
    expect(reportError.mock.calls[0]?.[1]).toEqual({ error: sampleErrors.network });
  });

  it('pays a chain’s factor steps one by one: the app, then an SMS code, then the login goes on', async () => {
    vi.useFakeTimers();
    const answers = [STEP_PAID, chainDone];
    const { actor, fakes, saved, log } = start(
      [chainStepSelect('otp', 2), chainStepSelect('sms', 3)],
      async () => answers.shift() ?? chainDone,
      SPEC_DELAYS,
    );
    await waitFor(actor, (s) => s.matches({ method: 'otp' }));
    expect(actor.getSnapshot().context.progress).toEqual({ step: 2, steps: 3 });
    fakes.settle('otpApp', true, pass);
    await waitFor(actor, (s) => s.matches('stepPassed'));
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // The step's success shows for SPEC 9's 1.5 s, its place in the chain with it; then the next step.
    await vi.advanceTimersByTimeAsync(DELAYS.successRedirect - 1);
    expect(actor.getSnapshot().matches('stepPassed')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    const next = await waitFor(actor, (s) => s.matches({ method: 'sms' }));
    expect(next.context).toMatchObject({ method: 'sms', authCode: null, progress: { step: 3, steps: 3 } });
    expect(next.children.otpApp).toBeUndefined();
    expect(fakes.inputs('otpApp')).toHaveLength(1);
    expect(fakes.inputs('smsCode')).toHaveLength(1);
    fakes.settle('smsCode', true, { authCode: 'sms-pass-0123456789' });
    await waitFor(actor, (s) => s.matches('passed'));
    expect(saved).toEqual([
      { accessToken: 'tok', authCode: pass.authCode },
      { accessToken: 'tok', authCode: 'sms-pass-0123456789' },
    ]);
    await vi.advanceTimersByTimeAsync(DELAYS.successRedirect);
    expect(actor.getSnapshot().output).toEqual({ kind: 'passed' });
    expect(log).toEqual([
      'loading',
      '{"method":"otp"}',
      'saving',
      `chainStepPassed ${JSON.stringify({ userInfo: CHAIN_USER, nextAuth: SMS_NEXT })}`,
      'stepPassed',
      'loading',
      '{"method":"sms"}',
      'saving',
      'clearChain',
      'passed',
      'done',
    ]);
  });

  it('ends a chain its step refused: cleared, the refusal held, the login after 2 s', async () => {
    vi.useFakeTimers();
    const { actor, fakes, log, reportError } = start(
      chainStepSelect('otp', 2),
      async () => stepRefusedAnswer,
      SPEC_DELAYS,
    );
    await waitFor(actor, (s) => s.matches({ method: 'otp' }));
    fakes.settle('otpApp', true, pass);
    const refused = await waitFor(actor, (s) => s.matches('refused'));
    expect(refused.context.refusal).toBe(COMPOSITE_REFUSALS.stepRefused);
    expect(log.slice(-3)).toEqual(['saving', 'clearChain', 'refused']);
    await vi.advanceTimersByTimeAsync(DELAYS.failureReturn - 1);
    expect(actor.getSnapshot().matches('refused')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().output).toEqual({ kind: 'relogin' });
    expect(log.slice(-2)).toEqual(['refused', 'done']);
    // Worded by the page, not a failure for the app to report.
    expect(reportError).not.toHaveBeenCalled();
  });

  it('ends a chain whose payment the server refused with a composite code, as the reference server does', async () => {
    for (const code of [COMPOSITE_REFUSALS.chainInvalid, COMPOSITE_REFUSALS.stepRefused]) {
      const { actor, fakes, clearChain, reportError } = start(chainStepSelect('otp', 2), () =>
        Promise.reject(refusedCall(code)),
      );
      await waitFor(actor, (s) => s.matches({ method: 'otp' }));
      fakes.settle('otpApp', true, pass);
      expect((await waitFor(actor, (s) => s.matches('refused'))).context.refusal).toBe(code);
      expect(clearChain).toHaveBeenCalledOnce();
      expect(reportError).not.toHaveBeenCalled();
      expect((await waitFor(actor, (s) => s.status === 'done')).output).toEqual({ kind: 'relogin' });
    }
  });

  it('words a refusal it has no text for as the chain’s own failure', async () => {
    const { actor, fakes } = start(chainStepSelect('otp', 2), async () =>
      chainAnswer({ auth: false, done: false, message: 'other.backend.reason' }),
    );
    await waitFor(actor, (s) => s.matches({ method: 'otp' }));
    fakes.settle('otpApp', true, pass);
    const refused = await waitFor(actor, (s) => s.matches('refused'));
    expect(refused.context.refusal).toBe(COMPOSITE_REFUSALS.authFailed);
  });

  it('reports a spent pass in a chain as any failed save: the chain is not ended here', async () => {
    const spent = refusedCall('secondFactor.expiredCode');
    const { actor, fakes, clearChain, reportError } = start(chainStepSelect('otp', 2), () =>
      Promise.reject(spent),
    );
    await waitFor(actor, (s) => s.matches({ method: 'otp' }));
    fakes.settle('otpApp', true, pass);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(reportError.mock.calls[0]?.[1]).toEqual({ error: spent });
    expect(clearChain).not.toHaveBeenCalled();
  });

  it('clears the chain when the user gives up', async () => {
    const { actor, clearChain } = start(chainStepSelect('otp', 2));
    await waitFor(actor, (s) => s.matches({ method: 'otp' }));
    actor.send({ type: 'login.back' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'relogin' });
    expect(clearChain).toHaveBeenCalledOnce();
  });

  it('says when no method is offered; the user goes back to the login', async () => {
    const { actor } = start(select({ methods: [] }));
    await waitFor(actor, (s) => s.matches('unavailable'));
    actor.send({ type: 'login.back' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'relogin' });
  });
});
