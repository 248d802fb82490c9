import { afterAll, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, waitFor } from 'xstate';
import { RESET_PASSWORD_REFUSALS } from '../../schemas/refusals';
import { afterEvents } from '../testing/after-events';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { failed, sampleErrors } from '../testing/sample-errors';
import { type ResetAccountInput, resetAccountMachine } from './reset-account.machine';

const input: ResetAccountInput = { enterpriseId: 'demo', refusal: null };
const captcha = { code: 'c1', captcha: 'data:image/svg+xml;base64,AA' };
const user = {
  resetToken: 'reset-token-0123456789abcdef',
  username: 'resetmail',
  methods: [{ type: 'email' as const, masked: 'r***@demo.example.com' }],
};
const ACTORS = ['drawCaptcha', 'verifyUser'] as const;
const noAccount = failed({ kind: 'response', code: '400', message: RESET_PASSWORD_REFUSALS.noAccount });
const wrongCaptcha = failed({
  kind: 'response',
  code: '439',
  message: RESET_PASSWORD_REFUSALS.wrongCaptcha,
});
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });
const form = { username: ' resetmail ', phoneRegion: '86', captcha: ' ab12 ' };

const events = (snapshot: AnyMachineSnapshot) => [
  done('drawCaptcha', captcha),
  error('drawCaptcha', sampleErrors.network),
  { type: 'account.submit', ...form },
  { type: 'account.submit', username: '', phoneRegion: '86', captcha: '' },
  { type: 'account.edit', field: 'username' },
  { type: 'captcha.refresh' },
  done('verifyUser', user),
  error('verifyUser', noAccount),
  error('verifyUser', wrongCaptcha),
  error('verifyUser', sampleErrors.network),
  ...afterEvents(snapshot),
];

const forModel = (fakes: FakeActors) =>
  resetAccountMachine.provide({
    actors: fakes.forAll(ACTORS),
    delays: { formClear: 60_000, resetFailureCaptchaRefresh: 60_000 },
  });

// The clear counter only grows; the model keeps whether the form was cleared, so its states are finite.
const serialize = (s: AnyMachineSnapshot) =>
  JSON.stringify([s.value, { ...s.context, cleared: Math.min(s.context.cleared, 1) }, s.status]);

describe('reset account step (model-based)', () => {
  const coverage = new CoverageRecorder(resetAccountMachine);
  const cases = modelPaths(resetAccountMachine, { events, input, serialize }).map(
    (p) => [describePath(p), p] as const,
  );

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(8));

  it.each(cases)('%s', async (_name, path) => {
    const fakes = new FakeActors();
    await drivePath(forModel(fakes), path, fakes, coverage, { input, serialize });
  });

  afterAll(() => coverage.expectComplete());
});

describe('reset account step effects', () => {
  afterAll(() => vi.useRealTimers());
  const start = async (given: ResetAccountInput = input) => {
    const fakes = new FakeActors();
    const reportError = vi.fn();
    const machine = resetAccountMachine.provide({
      actors: fakes.forAll(ACTORS),
      actions: { reportError },
      delays: { formClear: 10, resetFailureCaptchaRefresh: 20 },
    });
    const actor = createActor(machine, { input: given }).start();
    fakes.settle('drawCaptcha', true, captcha);
    await waitFor(actor, (s) => s.matches('ready'));
    return { actor, fakes, reportError };
  };

  it('says why the reset starts again until the user acts', async () => {
    const { actor } = await start({ ...input, refusal: 'expired' });
    expect(actor.getSnapshot().context.refusal).toBe('expired');
    actor.send({ type: 'account.edit', field: 'username' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('asks for both fields before anything is sent', async () => {
    const { actor, fakes } = await start();
    actor.send({ type: 'account.submit', username: '  ', phoneRegion: '86', captcha: '' });
    expect(actor.getSnapshot().context.missing).toEqual(['username', 'captcha']);
    expect(fakes.inputs('verifyUser')).toEqual([]);
  });

  it('sends the trimmed account, its region and the captcha with its code, and ends with the reset', async () => {
    const { actor, fakes } = await start();
    actor.send({ type: 'account.submit', ...form, phoneRegion: '852' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(fakes.inputs('verifyUser')).toEqual([
      {
        username: 'resetmail',
        phoneRegion: '852',
        captcha: 'ab12',
        captchaCode: 'c1',
        _enterprise_id: 'demo',
      },
    ]);
    fakes.settle('verifyUser', true, user);
    const final = await waitFor(actor, (s) => s.status === 'done');
    expect(final.output).toEqual(user);
  });

  it('SPEC 8: code 400 says so, clears the form after 1 s and draws a new captcha after 1.5 s', async () => {
    const { actor, fakes } = await start();
    actor.send({ type: 'account.submit', ...form });
    fakes.settle('verifyUser', false, noAccount);
    await waitFor(actor, (s) => s.matches('refused'));
    expect(actor.getSnapshot().context).toMatchObject({ refusal: 'noAccount', captcha: null, cleared: 0 });
    await waitFor(actor, (s) => s.context.cleared === 1);
    await waitFor(actor, (s) => s.matches('drawing'));
    expect(fakes.inputs('drawCaptcha')).toHaveLength(2);
  });

  it('SPEC 8: code 439 empties only the captcha (a new one comes), the name stays', async () => {
    const { actor, fakes } = await start();
    actor.send({ type: 'account.submit', ...form });
    fakes.settle('verifyUser', false, wrongCaptcha);
    await waitFor(actor, (s) => s.matches('refused'));
    expect(actor.getSnapshot().context.refusal).toBe('wrongCaptcha');
    await waitFor(actor, (s) => s.matches('drawing'));
    expect(actor.getSnapshot().context.cleared).toBe(0);
  });

  it('reports a failure that is not a refusal and draws a new captcha at once', async () => {
    const { actor, fakes, reportError } = await start();
    actor.send({ type: 'account.submit', ...form });
    fakes.settle('verifyUser', false, sampleErrors.network);
    await waitFor(actor, (s) => s.matches('drawing'));
    expect(reportError).toHaveBeenCalledWith(expect.anything(), { error: sampleErrors.network });
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });
});
