import { afterAll, describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, waitFor } from 'xstate';
import { SECOND_FACTOR_REFUSALS } from '../../schemas/refusals';
import type { AdminCaptcha, AdminVerifyRequest } from '../../schemas/second-factor.schema';
import { afterEvents } from '../testing/after-events';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { failed, sampleErrors } from '../testing/sample-errors';
import { adminCodeMachine } from './admin-code.machine';

const input = { accessToken: 'tok' };
const ACTORS = ['adminCaptcha', 'adminSendCode', 'adminVerify'] as const;
const pass = { authCode: 'pass-0123456789abcdef' };
const captcha = (resendAfter = 0, n = 1): AdminCaptcha => ({
  captcha: `data:image/svg+xml;base64,PHN2Zy8+${n}`,
  cap_code: `cap-${n}`,
  resendAfter,
});
const refused = (message: string) => failed({ kind: 'response', code: 'InvalidParameter', message });
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });

// A countdown of 2 s keeps the model small: the same transitions as 60 s, fewer states.
const events = (snapshot: AnyMachineSnapshot) => [
  done('adminCaptcha', captcha()),
  done('adminCaptcha', captcha(2)),
  error('adminCaptcha', sampleErrors.network),
  { type: 'captcha.retry' },
  { type: 'code.send' },
  done('adminSendCode', { resendAfter: 2 }),
  error('adminSendCode', refused(SECOND_FACTOR_REFUSALS.deliveryFailed)),
  error('adminSendCode', sampleErrors.network),
  { type: 'code.submit', code: '123456', captcha: 'AB12' },
  { type: 'code.submit', code: '12', captcha: '' },
  { type: 'code.edit' },
  { type: 'captcha.refresh' },
  done('adminVerify', pass),
  error('adminVerify', refused(SECOND_FACTOR_REFUSALS.wrongCaptcha)),
  error('adminVerify', sampleErrors.network),
  done('adminRedraw', captcha(0, 2)),
  error('adminRedraw', sampleErrors.network),
  ...afterEvents(snapshot),
];

describe('administrator code (model-based)', () => {
  const coverage = new CoverageRecorder(adminCodeMachine);
  const cases = modelPaths(adminCodeMachine, { events, input }).map((p) => [describePath(p), p] as const);

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(10));

  it.each(cases)('%s', async (_name, path) => {
    const fakes = new FakeActors();
    // The model's clock is the delayed events it sends; the real timer must not fire during a path.
    const machine = adminCodeMachine.provide({ actors: fakes.forAll(ACTORS), delays: { tick: 60_000 } });
    await drivePath(machine, path, fakes, coverage, { input });
  });

  afterAll(() => coverage.expectComplete());
});

describe('administrator code effects', () => {
  const start = (verify: (form: AdminVerifyRequest) => Promise<typeof pass>) => {
    let drawn = 0;
    const verified: AdminVerifyRequest[] = [];
    const machine = adminCodeMachine.provide({
      actors: {
        adminCaptcha: fromPromise(async () => captcha(0, ++drawn)),
        adminSendCode: fromPromise(async () => ({ resendAfter: 60 })),
        adminVerify: fromPromise(
          async ({
            input: { accessToken: _, ...form },
          }: {
            input: AdminVerifyRequest & { accessToken: string };
          }) => {
            verified.push(form);
            return verify(form);
          },
        ),
      },
      actions: { reportError: () => {} },
    });
    return { actor: createActor(machine, { input }).start(), verified };
  };

  it('sends the code, the captcha answer and the code of the captcha on screen, trimmed', async () => {
    const { actor, verified } = start(async () => pass);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'code.submit', code: ' 246810 ', captcha: ' ab12 ' });
    expect((await waitFor(actor, (s) => s.status === 'done')).output).toEqual(pass);
    expect(verified).toEqual([{ verifyCode: '246810', captcha: 'ab12', cap_code: 'cap-1' }]);
  });

  it('draws a new captcha after a refusal and keeps the refusal on screen', async () => {
    const { actor } = start(async () => {
      throw refused(SECOND_FACTOR_REFUSALS.wrongCode);
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'code.submit', code: '246810', captcha: 'AB12' });
    const after = await waitFor(
      actor,
      (s) => s.matches({ ready: { form: 'entering' } }) && s.context.captcha?.capCode === 'cap-2',
    );
    expect(after.context.refusal).toBe(SECOND_FACTOR_REFUSALS.wrongCode);
  });

  it('names each missing field and sends nothing', async () => {
    const { actor, verified } = start(async () => pass);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'code.submit', code: '', captcha: '' });
    expect(actor.getSnapshot().context).toMatchObject({ formatError: 'required', captchaMissing: true });
    actor.send({ type: 'code.edit' });
    expect(actor.getSnapshot().context).toMatchObject({ formatError: null, captchaMissing: false });
    expect(verified).toEqual([]);
  });

  it('keeps the countdown a reload found running', async () => {
    const machine = adminCodeMachine.provide({
      actors: { adminCaptcha: fromPromise(async () => captcha(42)) },
    });
    const actor = createActor(machine, { input }).start();
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context).toMatchObject({ resendIn: 42, sent: true });
  });
});
