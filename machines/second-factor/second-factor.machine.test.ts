import { afterAll, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, waitFor } from 'xstate';
import type { SecondFactorSelect } from '../../schemas/second-factor.schema';
import { afterEvents } from '../testing/after-events';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { sampleErrors } from '../testing/sample-errors';
import { type SecondFactorInput, secondFactorMachine } from './second-factor.machine';

const input: SecondFactorInput = { accessToken: 'tok', serviceProvider: false };
const select = (over: Partial<SecondFactorSelect> = {}): SecondFactorSelect => ({
  methods: ['otp', 'sms'],
  isApp2Factor: true,
  enableFaceVerify: false,
  hasCurrentDevice: true,
  hasThirdOfflineDevice: false,
  isAllowAddThirdPartyOffineDevices: false,
  bindPhoneNumber: true,
  enterpriseInformation: { enterpriseId: 'demo' },
  ...over,
});
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

const events = (snapshot: AnyMachineSnapshot) => [
  done('secondFactorSelect', select()),
  done('secondFactorSelect', select({ methods: ['sms', 'otp'], isApp2Factor: false })),
  done('secondFactorSelect', select({ methods: [] })),
  done('secondFactorSelect', select({ methods: ['admin', 'offline'], isApp2Factor: false })),
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
  done('saveResult', { saved: true }),
  error('saveResult', sampleErrors.network),
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
  const start = (
    answer: SecondFactorSelect,
    save: () => Promise<{ saved: boolean }> = async () => ({ saved: true }),
  ) => {
    const fakes = new FakeActors();
    const saved: unknown[] = [];
    const reportError = vi.fn();
    const machine = secondFactorMachine.provide({
      actors: {
        secondFactorSelect: fromPromise(async () => answer),
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
      actions: { reportError },
      delays: { successRedirect: 5, failureReturn: 5 },
    });
    return { actor: createActor(machine, { input }).start(), fakes, saved, reportError };
  };

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

  it('redeems the method’s pass, shows success, then ends passed', async () => {
    const { actor, fakes, saved } = start(select());
    await waitFor(actor, (s) => s.matches({ method: 'otp' }));
    fakes.settle('otpApp', true, pass);
    await waitFor(actor, (s) => s.matches('passed'));
    expect(saved).toEqual([{ accessToken: 'tok', authCode: pass.authCode }]);
    expect((await waitFor(actor, (s) => s.status === 'done')).output).toEqual({ kind: 'passed' });
  });

  it('reports a failed save and returns to the login', async () => {
    const { actor, fakes, reportError } = start(select(), () => Promise.reject(sampleErrors.network));
    await waitFor(actor, (s) => s.matches({ method: 'otp' }));
    fakes.settle('otpApp', true, pass);
    expect((await waitFor(actor, (s) => s.status === 'done')).output).toEqual({ kind: 'relogin' });
    expect(reportError.mock.calls[0]?.[1]).toEqual({ error: sampleErrors.network });
  });

  it('says when no method is offered; the user goes back to the login', async () => {
    const { actor } = start(select({ methods: [] }));
    await waitFor(actor, (s) => s.matches('unavailable'));
    actor.send({ type: 'login.back' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'relogin' });
  });
});
