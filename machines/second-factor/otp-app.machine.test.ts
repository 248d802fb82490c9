import { afterAll, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, waitFor } from 'xstate';
import { SECOND_FACTOR_REFUSALS } from '../../schemas/refusals';
import type { OtpCodeRequest, OtpDetails, SecondFactorPassed } from '../../schemas/second-factor.schema';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { failed, sampleErrors } from '../testing/sample-errors';
import { type OtpAppInput, otpAppMachine } from './otp-app.machine';

const bound: OtpAppInput = { accessToken: 'tok', enterpriseId: 'demo', bound: true, ownApp: false };
const unbound: OtpAppInput = { ...bound, bound: false };
const ownApp: OtpAppInput = { ...unbound, ownApp: true };
const ACTORS = [
  'otpDetails',
  'otpCode',
  'firstOneTimeCode',
  'appOneTimeCode',
  'bindEnterpriseQrcode',
  'verifyConfirm',
] as const;
const details: OtpDetails = { otpAlgorithm: 'SHA1', otpPeriod: 60, otpDigits: 8 };
const binding = { qrcode: 'otpauth://totp/Demo:otpnew?secret=ABCDEFGH&issuer=Demo', secret: 'ABCDEFGH' };
const renewed = { qrcode: 'otpauth://totp/Demo:otpnew?secret=IJKLMNOP&issuer=Demo', secret: 'IJKLMNOP' };
const enterprise = (secret: string) => ({
  qrcode: `otpauth://totp/Demo:otpnew?secret=${secret}&issuer=Demo&enterpriseId=demo&server=http%3A%2F%2Flocalhost`,
  secret,
});
const pass = { authCode: 'pass-0123456789abcdef' };
const refused = (message: string) => failed({ kind: 'response', code: 'InvalidParameter', message });

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });

const events = (_snapshot: AnyMachineSnapshot) => [
  done('otpDetails', details),
  error('otpDetails', sampleErrors.network),
  done('firstOneTimeCode', binding),
  error('firstOneTimeCode', sampleErrors.network),
  done('bindEnterpriseQrcode', enterprise('ABCDEFGH')),
  error('bindEnterpriseQrcode', sampleErrors.network),
  { type: 'binding.retry' },
  { type: 'binding.renew' },
  done('appOneTimeCode', renewed),
  error('appOneTimeCode', sampleErrors.network),
  { type: 'code.submit', code: ' 123456 ' },
  { type: 'code.submit', code: '' },
  { type: 'code.submit', code: '12ab' },
  { type: 'code.edit' },
  ...(['otpCode', 'verifyConfirm'] as const).flatMap((id) => [
    done(id, pass),
    error(id, refused(SECOND_FACTOR_REFUSALS.wrongCode)),
    error(id, sampleErrors.network),
  ]),
];

describe('OTP app (model-based)', () => {
  const coverage = new CoverageRecorder(otpAppMachine);
  const named = (given: OtpAppInput) =>
    given.bound ? 'bound' : given.ownApp ? 'binding the tenant’s app' : 'binding';
  const cases = [bound, unbound, ownApp].flatMap((given) =>
    modelPaths(otpAppMachine, { events, input: given }).map(
      (p) => [`${named(given)}: ${describePath(p)}`, p, given] as const,
    ),
  );

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(10));

  it.each(cases)('%s', async (_name, path, given) => {
    const fakes = new FakeActors();
    const machine = otpAppMachine.provide({ actors: fakes.forAll(ACTORS) });
    await drivePath(machine, path, fakes, coverage, { input: given });
  });

  afterAll(() => coverage.expectComplete());
});

describe('OTP app effects', () => {
  const start = (given: OtpAppInput, answers: { code?: () => Promise<SecondFactorPassed> } = {}) => {
    const sent: unknown[] = [];
    let secret = 'ABCDEFGH';
    const reportError = vi.fn();
    const code = <I>() =>
      fromPromise(({ input }: { input: I }) => {
        sent.push(input);
        return (answers.code ?? (async () => pass))();
      });
    const machine = otpAppMachine.provide({
      actors: {
        otpDetails: fromPromise(async () => details),
        firstOneTimeCode: fromPromise(async () => binding),
        appOneTimeCode: fromPromise(async ({ input }: { input: { accessToken: string } }) => {
          sent.push(input);
          secret = renewed.secret;
          return renewed;
        }),
        bindEnterpriseQrcode: fromPromise(async () => enterprise(secret)),
        otpCode: code<OtpCodeRequest & { accessToken: string }>(),
        verifyConfirm: code<{ accessToken: string; otpCode: string }>(),
      },
      actions: { reportError },
    });
    return { actor: createActor(machine, { input: given }).start(), sent, reportError };
  };

  it('sends the bound app’s code, trimmed, with the tenant and the token, and ends with the pass', async () => {
    const { actor, sent } = start(bound);
    await waitFor(actor, (s) => s.matches('entering'));
    expect(actor.getSnapshot().context.details).toEqual(details);
    actor.send({ type: 'code.submit', code: ' 12345678 ' });
    const end = await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([
      { accessToken: 'tok', otpCode: '12345678', enterpriseId: 'demo', bindOffineDevices: false },
    ]);
    expect(end.output).toEqual(pass);
    expect(end.context.code).toBe('');
  });

  it('shows a new secret in place of the one being bound, and takes the code of the new one', async () => {
    const { actor, sent } = start(unbound);
    await waitFor(actor, (s) => s.matches('entering'));
    actor.send({ type: 'binding.renew' });
    await waitFor(actor, (s) => s.matches('entering') && s.context.binding?.secret === renewed.secret);
    expect(sent).toEqual([{ accessToken: 'tok' }]);
    // A bound app has no secret to renew.
    const other = start(bound);
    await waitFor(other.actor, (s) => s.matches('entering'));
    other.actor.send({ type: 'binding.renew' });
    expect(other.actor.getSnapshot().matches('entering')).toBe(true);
    expect(other.sent).toEqual([]);
  });

  it('shows the tenant’s own app a QR code that binds the enterprise too, also after a new secret', async () => {
    const { actor, sent } = start(ownApp);
    await waitFor(actor, (s) => s.matches('entering'));
    expect(actor.getSnapshot().context.binding).toEqual(enterprise('ABCDEFGH'));
    actor.send({ type: 'binding.renew' });
    await waitFor(actor, (s) => s.matches('entering') && s.context.binding?.secret === renewed.secret);
    expect(actor.getSnapshot().context.binding).toEqual(enterprise(renewed.secret));
    expect(sent).toEqual([{ accessToken: 'tok' }]);
  });

  it('binds a new app with its first code, after showing what the QR code carries', async () => {
    const { actor, sent } = start(unbound);
    await waitFor(actor, (s) => s.matches('entering'));
    expect(actor.getSnapshot().context.binding).toEqual(binding);
    actor.send({ type: 'code.submit', code: '654321' });
    expect((await waitFor(actor, (s) => s.status === 'done')).output).toEqual(pass);
    expect(sent).toEqual([{ accessToken: 'tok', otpCode: '654321' }]);
  });

  it('keeps a malformed code back and says why; typing clears it', async () => {
    const { actor, sent } = start(bound);
    await waitFor(actor, (s) => s.matches('entering'));
    actor.send({ type: 'code.submit', code: '12 34' });
    expect(actor.getSnapshot().context.formatError).toBe('format');
    actor.send({ type: 'code.edit' });
    expect(actor.getSnapshot().context.formatError).toBeNull();
    expect(sent).toEqual([]);
  });

  it.each(Object.values(SECOND_FACTOR_REFUSALS))(
    'shows the refusal %s and lets the user try again',
    async (code) => {
      const { actor, reportError } = start(bound, { code: () => Promise.reject(refused(code)) });
      await waitFor(actor, (s) => s.matches('entering'));
      actor.send({ type: 'code.submit', code: '123456' });
      const after = await waitFor(actor, (s) => s.context.refusal !== null);
      expect(after.context.refusal).toBe(code);
      expect(after.matches('entering')).toBe(true);
      expect(reportError).not.toHaveBeenCalled();
    },
  );

  it('reports any other failure and keeps the form', async () => {
    const { actor, reportError } = start(bound, { code: () => Promise.reject(sampleErrors.network) });
    await waitFor(actor, (s) => s.matches('entering'));
    actor.send({ type: 'code.submit', code: '123456' });
    await waitFor(actor, () => reportError.mock.calls.length > 0);
    expect(reportError.mock.calls[0]?.[1]).toMatchObject({ error: sampleErrors.network });
    expect(actor.getSnapshot().matches('entering')).toBe(true);
  });
});
