import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { failed, sampleErrors } from '../testing/sample-errors';
import { type LoginAccessInput, loginAccessMachine } from './login-access.machine';

const input: LoginAccessInput = { accessToken: 'tok', sp_code: 'demo_sp_high', application_key: 'k' };
const ACTORS = ['userPasswordInfo', 'applicationSecurityLevel'] as const;
const unknownApplication = failed({ kind: 'response', code: 'InvalidParameter', message: 'unknown' });
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });
const passwordInfo = (firstLogin: boolean) =>
  done('userPasswordInfo', {
    needModifyPasswordOfFirstLogin: firstLogin,
    needModifyPasswordOfPwdExpire: false,
  });
const level = (permitted: boolean, secondFactor: boolean) =>
  done('applicationSecurityLevel', { appSecurityLevel: 8, permitted, secondFactor });

const events = () => [
  passwordInfo(false),
  passwordInfo(true),
  error('userPasswordInfo', sampleErrors.network),
  level(true, false),
  level(true, true),
  level(false, false),
  error('applicationSecurityLevel', unknownApplication),
  error('applicationSecurityLevel', sampleErrors.code505),
  { type: 'access.retry' },
  { type: 'access.back' },
];

describe('login access (model-based)', () => {
  const coverage = new CoverageRecorder(loginAccessMachine);
  const cases = modelPaths(loginAccessMachine, { events, input }).map((p) => [describePath(p), p] as const);

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(5));

  it.each(cases)('%s', async (_name, path) => {
    const fakes = new FakeActors();
    await drivePath(loginAccessMachine.provide({ actors: fakes.forAll(ACTORS) }), path, fakes, coverage, {
      input,
    });
  });

  afterAll(() => coverage.expectComplete());
});

describe('login access effects', () => {
  const ok = { needModifyPasswordOfFirstLogin: false, needModifyPasswordOfPwdExpire: false };
  const start = () => {
    const fakes = new FakeActors();
    const reportError = vi.fn();
    const machine = loginAccessMachine.provide({ actors: fakes.forAll(ACTORS), actions: { reportError } });
    const actor = createActor(machine, { input }).start();
    /** Settles the call `id` and waits until the machine has moved on from it. */
    const answer = async (id: (typeof ACTORS)[number], settled: boolean, value: unknown) => {
      const state = id === 'userPasswordInfo' ? 'passwordInfo' : 'level';
      fakes.settle(id, settled, value);
      await waitFor(actor, (s) => !s.matches(state));
    };
    return { actor, fakes, reportError, answer };
  };

  it("asks the password's state with the session, then the application's level for that application", async () => {
    const { actor, fakes, answer } = start();
    expect(fakes.inputs('userPasswordInfo')).toEqual([{ accessToken: 'tok' }]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // An expired password is not this page's to handle: the level call's 507 opens the change.
    await answer('userPasswordInfo', true, { ...ok, needModifyPasswordOfPwdExpire: true });
    expect(fakes.inputs('applicationSecurityLevel')).toEqual([input]);
  });

  it.each([
    [true, false, 'enter'],
    [true, true, 'secondAuth'],
    [false, true, 'noPermission'],
  ] as const)('permitted %s, factor %s: ends with %s', async (permitted, secondFactor, kind) => {
    const { actor, answer } = start();
    await answer('userPasswordInfo', true, ok);
    await answer('applicationSecurityLevel', true, { appSecurityLevel: 8, permitted, secondFactor });
    expect(actor.getSnapshot().output).toEqual({ kind });
  });

  it('goes back, asking nothing more, while a first password change is pending', async () => {
    const { actor, fakes, answer } = start();
    await answer('userPasswordInfo', true, { ...ok, needModifyPasswordOfFirstLogin: true });
    expect(fakes.inputs('applicationSecurityLevel')).toEqual([]);
    expect(actor.getSnapshot().output).toEqual({ kind: 'back' });
  });

  it('offers to go back from an unknown application, without reporting it as an error', async () => {
    const { actor, reportError, answer } = start();
    await answer('userPasswordInfo', true, ok);
    await answer('applicationSecurityLevel', false, unknownApplication);
    expect(actor.getSnapshot().value).toBe('unknownApplication');
    expect(reportError).not.toHaveBeenCalled();
    actor.send({ type: 'access.back' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'back' });
  });

  it('reports any other failure to the app and offers a retry, which asks again from the start', async () => {
    const { actor, fakes, reportError, answer } = start();
    await answer('userPasswordInfo', false, sampleErrors.network);
    expect(reportError).toHaveBeenCalledWith(expect.anything(), { error: sampleErrors.network });
    expect(actor.getSnapshot().value).toBe('unavailable');
    actor.send({ type: 'access.retry' });
    expect(fakes.inputs('userPasswordInfo')).toHaveLength(2);
  });
});
