import { afterAll, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, waitFor } from 'xstate';
import { QR_LOGIN_CODES, QR_LOGIN_REFUSALS } from '../../schemas/refusals';
import { ADAPTERS } from '../../schemas/spec-constants';
import { PLAIN_GRANT } from '../shared/grant';
import type { LoginTypeInput } from '../shared/login-type';
import { afterEvents } from '../testing/after-events';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { failed, sampleErrors } from '../testing/sample-errors';
import { qrLoginMachine } from './qr-login.machine';

const input: LoginTypeInput = {
  enterpriseAuthId: ADAPTERS.scanCode,
  sm2Key: null,
  clientId: 'client-1',
  enterpriseId: 'demo',
  presetUsername: null,
  mobile: false,
  loginContext: { type: 'IDAAS' },
  grant: PLAIN_GRANT,
};
const ACTORS = ['qrInit', 'qrCaptcha', 'qrStatus', 'qrSuccess', 'pageVisibility'] as const;
const CODE = 'c'.repeat(43);
const CAPTCHA = { code: 'cap-1', captcha: 'data:image/svg+xml;base64,' };
const refused = (name: keyof typeof QR_LOGIN_REFUSALS) =>
  failed({ kind: 'response', code: 'InvalidParameter', message: QR_LOGIN_REFUSALS[name] });
const wrongCaptcha = failed({ kind: 'response', code: QR_LOGIN_CODES.wrongCaptcha });
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });
const status = (s: string) => done('qrStatus', { status: s });

const events = (snapshot: AnyMachineSnapshot) => [
  done('qrInit', { state: 'issued', code: CODE, expiresIn: 120 }),
  done('qrInit', { state: 'captcha' }),
  error('qrInit', wrongCaptcha),
  error('qrInit', refused('tooMany')),
  error('qrInit', sampleErrors.network),
  done('qrCaptcha', CAPTCHA),
  error('qrCaptcha', sampleErrors.network),
  { type: 'captcha.refresh' },
  { type: 'captcha.submit', captcha: 'abcd' },
  { type: 'captcha.submit', captcha: ' ' },
  { type: 'captcha.edit' },
  { type: 'page.hidden' },
  { type: 'page.visible' },
  { type: 'panel.hidden' },
  { type: 'panel.shown' },
  error('pageVisibility', sampleErrors.network),
  status('pending'),
  status('scanned'),
  status('confirmed'),
  status('rejected'),
  status('expired'),
  error('qrStatus', sampleErrors.network),
  done('qrSuccess', { accessToken: 'tok' }),
  error('qrSuccess', refused('expired')),
  error('qrSuccess', refused('notConfirmed')),
  error('qrSuccess', refused('accountUnavailable')),
  error('qrSuccess', sampleErrors.network),
  { type: 'qr.refresh' },
  ...afterEvents(snapshot),
];

/**
 * What the guards read of the context: whether the page and the QR tab are seen (isHidden, isPanelShown,
 * isPageShown). The model sends the delayed events itself, so the failures that stretch the poll change no
 * step. What the tab shows (scanned, the captcha and its message, the refusal) made every mix of them a state
 * of its own (1513 paths); the effect tests below assert each.
 */
const serialize = (s: AnyMachineSnapshot) =>
  JSON.stringify([s.value, s.status, s.context.pageHidden, s.context.panelHidden]);

describe('QR login (model-based)', () => {
  const coverage = new CoverageRecorder(qrLoginMachine);
  const cases = modelPaths(qrLoginMachine, { events, input, serialize }).map(
    (p) => [describePath(p), p] as const,
  );

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(10));

  it.each(cases)('%s', async (_name, path) => {
    const fakes = new FakeActors();
    const machine = qrLoginMachine.provide({ actors: fakes.forAll(ACTORS) });
    await drivePath(machine, path, fakes, coverage, { input, serialize });
  });

  afterAll(() => coverage.expectComplete());
});

describe('QR login effects', () => {
  const start = (overrides: Partial<LoginTypeInput> = {}) => {
    const fakes = new FakeActors();
    const reportError = vi.fn();
    const machine = qrLoginMachine.provide({
      actors: fakes.forAll(ACTORS),
      actions: { reportError },
      delays: { pollDelay: 5, qrExpiry: 60_000 },
    });
    const actor = createActor(machine, { input: { ...input, ...overrides } }).start();
    return { actor, fakes, reportError };
  };

  it('asks for a code of the tenant, as a phone when it is one', () => {
    expect(start().fakes.inputs('qrInit')).toEqual([
      { mobile: false, query: { _enterprise_id: 'demo', key: null, captcha: null } },
    ]);
    expect(start({ mobile: true }).fakes.inputs('qrInit')).toEqual([
      { mobile: true, query: { _enterprise_id: 'demo', key: null, captcha: null } },
    ]);
  });

  it('watches the code until the phone confirms, then takes the token once', async () => {
    const { actor, fakes } = start();
    fakes.settle('qrInit', true, { state: 'issued', code: CODE, expiresIn: 120 });
    await waitFor(actor, (s) => s.matches({ showing: 'polling' }));
    expect(fakes.inputs('qrStatus')).toEqual([{ code: CODE, enterpriseId: 'demo' }]);
    fakes.settle('qrStatus', true, { status: 'scanned' });
    await waitFor(actor, (s) => s.context.scanned && s.matches({ showing: 'polling' }));
    fakes.settle('qrStatus', true, { status: 'confirmed' });
    await waitFor(actor, (s) => s.matches({ showing: 'finishing' }));
    expect(fakes.inputs('qrSuccess')).toEqual([
      { code: CODE, client_id: 'client-1', _enterprise_id: 'demo', enterpriseId: 'demo' },
    ]);
    fakes.settle('qrSuccess', true, { accessToken: 'tok' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({
      kind: 'token',
      accessToken: 'tok',
      authType: ADAPTERS.scanCode,
    });
  });

  it('asks nothing while the page is hidden, and at once when it is seen again', async () => {
    const { actor, fakes } = start();
    fakes.settle('qrInit', true, { state: 'issued', code: CODE, expiresIn: 120 });
    await waitFor(actor, (s) => s.matches({ showing: 'polling' }));
    actor.send({ type: 'page.hidden' });
    fakes.settle('qrStatus', true, { status: 'pending' });
    await waitFor(actor, (s) => s.matches({ showing: 'paused' }));
    expect(fakes.inputs('qrStatus')).toHaveLength(1);
    actor.send({ type: 'page.visible' });
    expect(actor.getSnapshot().matches({ showing: 'polling' })).toBe(true);
    expect(fakes.inputs('qrStatus')).toHaveLength(2);
  });

  it('asks nothing while another tab’s form is shown, and at once when the QR tab is chosen again', async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'panel.hidden' });
    fakes.settle('qrInit', true, { state: 'issued', code: CODE, expiresIn: 120 });
    await waitFor(actor, (s) => s.matches({ showing: 'paused' }));
    // The page is seen, but the code is not.
    actor.send({ type: 'page.visible' });
    expect(actor.getSnapshot().matches({ showing: 'paused' })).toBe(true);
    actor.send({ type: 'page.hidden' });
    actor.send({ type: 'panel.shown' });
    expect(actor.getSnapshot().matches({ showing: 'paused' })).toBe(true);
    expect(fakes.inputs('qrStatus')).toEqual([]);
    actor.send({ type: 'page.visible' });
    expect(actor.getSnapshot().matches({ showing: 'polling' })).toBe(true);
  });

  it('waits twice as long after each call that got no answer, and 2 s again after one that did', () => {
    const { actor, fakes } = start();
    fakes.settle('qrInit', true, { state: 'issued', code: CODE, expiresIn: 120 });
    const delay = qrLoginMachine.implementations.delays.pollDelay as (a: {
      context: { failures: number };
    }) => number;
    expect([0, 1, 2, 3, 4, 9].map((failures) => delay({ context: { failures } }))).toEqual([
      2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
    actor.stop();
  });

  it('draws a captcha when the tenant asks for one and sends its answer with the picture’s code', async () => {
    const { actor, fakes } = start();
    fakes.settle('qrInit', true, { state: 'captcha' });
    await waitFor(actor, (s) => s.matches({ captcha: 'drawing' }));
    fakes.settle('qrCaptcha', true, CAPTCHA);
    await waitFor(actor, (s) => s.matches({ captcha: 'shown' }));
    actor.send({ type: 'captcha.submit', captcha: '' });
    expect(actor.getSnapshot().context.captchaError).toBe('required');
    actor.send({ type: 'captcha.submit', captcha: ' ab12 ' });
    expect(fakes.inputs('qrInit')[1]).toEqual({
      mobile: false,
      query: { _enterprise_id: 'demo', key: 'cap-1', captcha: 'ab12' },
    });
    fakes.settle('qrInit', false, wrongCaptcha);
    await waitFor(actor, (s) => s.matches({ captcha: 'drawing' }));
    expect(actor.getSnapshot().context.captchaError).toBe('wrong');
  });

  it('offers a fresh code once the phone rejects this one or its time is up', async () => {
    const { actor, fakes } = start();
    fakes.settle('qrInit', true, { state: 'issued', code: CODE, expiresIn: 120 });
    await waitFor(actor, (s) => s.matches({ showing: 'polling' }));
    fakes.settle('qrStatus', true, { status: 'rejected' });
    await waitFor(actor, (s) => s.matches('rejected'));
    actor.send({ type: 'qr.refresh' });
    expect(actor.getSnapshot().matches('starting')).toBe(true);
    expect(fakes.inputs('qrInit')).toHaveLength(2);
  });

  it('reports a code the server would not give, and keeps a refusal to word', async () => {
    const network = start();
    network.fakes.settle('qrInit', false, sampleErrors.network);
    await waitFor(network.actor, (s) => s.matches('failed'));
    expect(network.reportError).toHaveBeenCalledWith(expect.anything(), { error: sampleErrors.network });
    const busy = start();
    busy.fakes.settle('qrInit', false, refused('tooMany'));
    await waitFor(busy.actor, (s) => s.matches('failed'));
    expect(busy.actor.getSnapshot().context.refusal).toBe('tooMany');
    expect(busy.reportError).not.toHaveBeenCalled();
  });
});
