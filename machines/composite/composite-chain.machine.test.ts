import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, type SnapshotFrom, createActor, waitFor } from 'xstate';
import type { Adapter } from '../../schemas/boot.schema';
import {
  CHAIN_STEP_SECONDS,
  COMPOSITE_REFUSALS,
  type CompositeEntry,
  type CompositeHandover,
  type CompositeStepResult,
  type NextAuth,
} from '../../schemas/composite.schema';
import { ADAPTERS, DELAYS } from '../../schemas/spec-constants';
import { afterEvents } from '../testing/after-events';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { entryPaths } from '../testing/entry-paths';
import { describePath } from '../testing/model-paths';
import { failed, sampleErrors } from '../testing/sample-errors';
import { CHAIN_STEP_KEYS } from './chain-entry';
import { compositeChainMachine } from './composite-chain.machine';
import type { ChainRead, CompositeChainInput } from './composite-chain.schema';

const CODE = 'chain-code-1';
const NOW = 1_800_000_000_000;
const PLUGIN = 'plugin_hr_demo';
const USER = { username: 'chain', displayName: '链' };
const next = (authType: string, type: NextAuth['type'] = 'login'): NextAuth => ({
  type,
  authType,
  step: 2,
  steps: 4,
});
const passed = (nextAuth: NextAuth | null, done = false): CompositeStepResult => ({
  auth: true,
  done,
  userInfo: USER,
  nextAuth,
});
const refusedBy = (message: string): CompositeStepResult => ({ auth: false, done: false, message });
const handover = (
  step: CompositeStepResult,
  code: string | undefined = CODE,
): { kind: 'chainStep'; handover: CompositeHandover } => ({
  kind: 'chainStep',
  handover: code === undefined ? { step } : { code, step },
});
const FIRST: CompositeHandover = {
  code: CODE,
  enterpriseAuthId: ADAPTERS.password,
  first: true,
  step: passed(next(ADAPTERS.mobilePhoneToken)),
};
// A plugin's return: the server found the chain by the trace, so no code comes with it.
const PLUGIN_RETURN: CompositeHandover = { step: passed(next(ADAPTERS.ldap)) };
const stored = (nextAuth: NextAuth | null, expiresAt = NOW + 60_000): CompositeEntry => ({
  type: 'login',
  code: CODE,
  enterpriseAuthId: ADAPTERS.password,
  userInfo: USER,
  nextAuth,
  expiresAt,
});
const read = (entry: CompositeEntry | null, tampered = false): ChainRead => ({ entry, tampered, now: NOW });
const READS = {
  password: read(stored(next(ADAPTERS.password))),
  plugin: read(stored(next(PLUGIN))),
  unknown: read(stored(next('system_fingerprint_adapter'))),
  factors: read({ ...stored(next('otp', 'twoFactor')), type: 'twoFactor' }),
  stale: read(stored(next(ADAPTERS.password), NOW)),
  tampered: read(null, true),
  none: read(null),
};
const HR: Adapter = {
  enterpriseAuthId: PLUGIN,
  name: '人事系统',
  display: true,
  clientDevices: ['PC_BROWSER'],
  compositeAuthenticate: false,
};
const input = (given: CompositeHandover | null): CompositeChainInput => ({
  sm2Key: { code: 'k', publicKey: `04${'a'.repeat(128)}` },
  clientId: 'c',
  enterpriseId: 'demo',
  mobile: false,
  loginContext: { type: 'IDAAS' },
  plugins: [HR],
  handover: given,
});
type ChainState = Parameters<SnapshotFrom<typeof compositeChainMachine>['matches']>[0];
const INPUTS = { reload: input(null), first: input(FIRST), pluginReturn: input(PLUGIN_RETURN) };

const TOKEN = { accessToken: 'tok', expiresIn: 3600 };
const CHAIN_ENDED = failed({
  kind: 'response',
  code: 'InvalidParameter',
  message: COMPOSITE_REFUSALS.chainInvalid,
});
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });
const STEP_ENDS = [
  handover(passed(next(PLUGIN))),
  handover(passed(next(ADAPTERS.ldap))),
  handover(passed(null, true)),
  handover(passed(next('otp', 'twoFactor'), true)),
  handover(refusedBy(COMPOSITE_REFUSALS.otherUser)),
  handover(refusedBy(COMPOSITE_REFUSALS.stepRefused)),
  handover(passed(next(ADAPTERS.password)), 'another-code'),
  { kind: 'token', accessToken: 'tok', authType: ADAPTERS.password },
];
// The login steps are machines of their own, with their own tests: fakes that answer their ends stand in.
const ACTORS = ['readChain', 'validateAuthCode', 'prepareLoginType', ...CHAIN_STEP_KEYS] as const;

const events = (snapshot: AnyMachineSnapshot) => [
  ...afterEvents(snapshot),
  ...Object.values(READS).map((answer) => done('readChain', answer)),
  error('readChain', new Error('storage broke')),
  ...CHAIN_STEP_KEYS.flatMap((key) => [
    done(`prepare:${key}`, undefined),
    error(`prepare:${key}`, sampleErrors.network),
    ...STEP_ENDS.map((end) => done(key, end)),
    error(key, new Error('bug')),
  ]),
  done('validateAuthCode', TOKEN),
  error('validateAuthCode', CHAIN_ENDED),
  error('validateAuthCode', sampleErrors.network),
  { type: 'step.go' },
  { type: 'step.retry' },
  { type: 'chain.retry' },
  { type: 'chain.restart' },
];

// A state of the model is its value and context: a hand-over, once taken, is the entry's.
const serialize = (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context, s.status]);

const provide = (fakes: FakeActors, spies: { kept?: unknown[]; cleared?: () => void } = {}) =>
  compositeChainMachine.provide({
    actors: fakes.forAll(ACTORS) as never,
    actions: {
      keepChain: (_, params) => spies.kept?.push(params),
      clearChain: () => spies.cleared?.(),
      reportError: () => {},
    },
  });

describe('composite chain (model-based)', () => {
  const coverage = new CoverageRecorder(compositeChainMachine);
  // Past their first steps the three entries reach the same states: each adds the paths only it leads to.
  const cases = entryPaths(provide(new FakeActors()), Object.values(INPUTS), { events, serialize }).map(
    ({ input: start, path }) =>
      [`${start.handover ? 'handover' : 'reload'}: ${describePath(path)}`, start, path] as const,
  );

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(20));

  it.each(cases)('%s', async (_name, start, path) => {
    const fakes = new FakeActors();
    await drivePath(provide(fakes), path, fakes, coverage, { input: start, serialize });
  });

  afterAll(() => coverage.expectComplete());
});

describe('composite chain effects', () => {
  const start = (given: CompositeChainInput) => {
    const fakes = new FakeActors();
    const kept: unknown[] = [];
    const cleared = vi.fn();
    const actor = createActor(provide(fakes, { kept, cleared }), { input: given }).start();
    return { actor, fakes, kept, cleared };
  };
  const at = async (run: ReturnType<typeof start>, state: ChainState) => {
    await waitFor(run.actor, (s) => s.matches(state));
    return run.actor.getSnapshot();
  };
  const ended = async (run: ReturnType<typeof start>) => {
    await waitFor(run.actor, (s) => s.status === 'done');
    return run.actor.getSnapshot().output;
  };
  /** A chain running its step `key`, its code ready. */
  const running = async (given: CompositeChainInput, answer: ChainRead, key: string) => {
    const run = start(given);
    run.fakes.settle('readChain', true, answer);
    run.fakes.settle(`prepare:${key}`, true, undefined);
    await at(run, { step: { [key]: 'running' } });
    return run;
  };
  const KEPT = { type: 'login', code: CODE, enterpriseAuthId: ADAPTERS.password, userInfo: USER };

  it('keeps the first step’s chain, then runs the step it waits for with the chain’s code and user', async () => {
    const run = await running(INPUTS.first, READS.none, ADAPTERS.mobilePhoneToken);
    expect(run.kept).toEqual([
      { entry: { ...KEPT, nextAuth: next(ADAPTERS.mobilePhoneToken) }, expiresIn: CHAIN_STEP_SECONDS },
    ]);
    expect(run.fakes.inputs(`prepare:${ADAPTERS.mobilePhoneToken}`)).toEqual([ADAPTERS.mobilePhoneToken]);
    expect(run.fakes.inputs(ADAPTERS.mobilePhoneToken)).toEqual([
      {
        enterpriseAuthId: ADAPTERS.mobilePhoneToken,
        sm2Key: INPUTS.first.sm2Key,
        clientId: 'c',
        enterpriseId: 'demo',
        presetUsername: 'chain',
        mobile: false,
        loginContext: { type: 'IDAAS' },
        grant: { kind: 'chainStep', code: CODE, first: false },
      },
    ]);
  });

  it('keeps each passed step’s answer and runs the next step', async () => {
    const run = await running(INPUTS.first, READS.none, ADAPTERS.mobilePhoneToken);
    run.fakes.settle(`prepare:${ADAPTERS.ldap}`, true, undefined);
    run.fakes.settle(ADAPTERS.mobilePhoneToken, true, handover(passed(next(ADAPTERS.ldap))));
    await at(run, { step: { [ADAPTERS.ldap]: 'running' } });
    expect(run.kept.at(-1)).toEqual({ entry: { ...KEPT, nextAuth: next(ADAPTERS.ldap) }, expiresIn: 600 });
    expect(run.fakes.inputs(ADAPTERS.ldap)).toEqual([
      expect.objectContaining({ grant: { kind: 'chainStep', code: CODE, first: false } }),
    ]);
  });

  it('exchanges the code once the login steps are passed, clears the chain and ends with the chain’s adapter', async () => {
    const run = await running(INPUTS.reload, READS.password, ADAPTERS.password);
    run.fakes.settle(ADAPTERS.password, true, handover(passed(null, true)));
    await at(run, 'validating');
    expect(run.fakes.inputs('validateAuthCode')).toEqual([{ authCode: CODE, _enterprise_id: 'demo' }]);
    run.fakes.settle('validateAuthCode', true, TOKEN);
    expect(await ended(run)).toEqual({ kind: 'token', accessToken: 'tok', authType: ADAPTERS.password });
    expect(run.cleared).toHaveBeenCalledTimes(1);
  });

  it('keeps a twoFactor entry for /second/auth when factor steps follow the login steps', async () => {
    const run = await running(INPUTS.reload, READS.password, ADAPTERS.password);
    run.fakes.settle(ADAPTERS.password, true, handover(passed(next('otp', 'twoFactor'), true)));
    run.fakes.settle('validateAuthCode', true, TOKEN);
    expect(await ended(run)).toEqual({ kind: 'token', accessToken: 'tok', authType: ADAPTERS.password });
    const twoFactor = {
      entry: { ...KEPT, type: 'twoFactor', nextAuth: next('otp', 'twoFactor') },
      expiresIn: 600,
    };
    expect(run.kept).toEqual([twoFactor, twoFactor]);
    expect(run.cleared).not.toHaveBeenCalled();
  });

  it('shows a refused step’s reason, keeps nothing, and runs the same step afresh on retry', async () => {
    const run = await running(INPUTS.reload, READS.password, ADAPTERS.password);
    run.fakes.settle(ADAPTERS.password, true, handover(refusedBy(COMPOSITE_REFUSALS.otherUser)));
    const refused = await at(run, 'refused');
    expect(refused.context.refusal).toBe(COMPOSITE_REFUSALS.otherUser);
    expect(run.kept).toEqual([]);
    run.fakes.settle(`prepare:${ADAPTERS.password}`, true, undefined);
    run.actor.send({ type: 'step.retry' });
    await at(run, { step: { [ADAPTERS.password]: 'running' } });
    expect(run.fakes.inputs(ADAPTERS.password)).toHaveLength(2);
    expect(run.fakes.inputs(ADAPTERS.password)[1]).toEqual(run.fakes.inputs(ADAPTERS.password)[0]);
  });

  it('words a refusal without a reason as SPEC 8’s composite error', async () => {
    const run = await running(INPUTS.reload, READS.password, ADAPTERS.password);
    run.fakes.settle(ADAPTERS.password, true, handover({ auth: false, done: false }));
    expect((await at(run, 'refused')).context.refusal).toBe(COMPOSITE_REFUSALS.authFailed);
  });

  it('leaves for a plugin step with the chain’s code, and takes the code stored on the plugin’s return', async () => {
    const out = start(INPUTS.reload);
    out.fakes.settle('readChain', true, READS.plugin);
    await at(out, 'thirdParty');
    out.actor.send({ type: 'step.go' });
    expect(await ended(out)).toEqual({ kind: 'plugin', pluginId: PLUGIN, chainCode: CODE });
    const back = await running(INPUTS.pluginReturn, READS.plugin, ADAPTERS.ldap);
    expect(back.kept).toEqual([{ entry: { ...KEPT, nextAuth: next(ADAPTERS.ldap) }, expiresIn: 600 }]);
    expect(back.fakes.inputs(ADAPTERS.ldap)).toEqual([
      expect.objectContaining({ grant: { kind: 'chainStep', code: CODE, first: false } }),
    ]);
  });

  describe('a chain that cannot go on is dropped with its reason, and the login comes back after 2 s', () => {
    afterEach(() => vi.useRealTimers());
    const dropped = async (given: CompositeChainInput, answer: ChainRead, reason: string) => {
      vi.useFakeTimers();
      const run = start(given);
      run.fakes.settle('readChain', true, answer);
      await vi.advanceTimersByTimeAsync(0);
      expect(run.actor.getSnapshot().value).toBe('dropped');
      expect(run.actor.getSnapshot().context.reason).toBe(reason);
      expect(run.cleared).toHaveBeenCalledTimes(1);
      expect(run.kept).toEqual([]);
      vi.advanceTimersByTime(DELAYS.failureReturn);
      expect(run.actor.getSnapshot().output).toEqual({ kind: 'back' });
    };

    it('an expired entry', () => dropped(INPUTS.reload, READS.stale, 'stale'));
    it('no entry', () => dropped(INPUTS.reload, READS.none, 'stale'));
    it('a tampered entry', () => dropped(INPUTS.reload, READS.tampered, 'tampered'));
    it('a step this page cannot show (SPEC 4 unknown login method)', () =>
      dropped(INPUTS.reload, READS.unknown, 'unknownMethod'));
    it('a chain whose token was issued, owing its factor steps to `/second/auth`', () =>
      dropped(INPUTS.reload, READS.factors, 'chainInvalid'));
    it('a plugin’s return with no chain stored', () =>
      dropped(INPUTS.pluginReturn, READS.none, 'chainInvalid'));
    it('a hand-over of another chain’s code', () =>
      dropped(input({ ...FIRST, first: undefined, code: 'another-code' }), READS.password, 'chainInvalid'));
  });

  it('drops the chain when the server ended it, or a step signed in without it', async () => {
    const ended = await running(INPUTS.reload, READS.password, ADAPTERS.password);
    ended.fakes.settle(ADAPTERS.password, true, handover(refusedBy(COMPOSITE_REFUSALS.stepRefused)));
    expect((await at(ended, 'dropped')).context.reason).toBe('chainInvalid');
    const bypassed = await running(INPUTS.reload, READS.password, ADAPTERS.password);
    bypassed.fakes.settle(ADAPTERS.password, true, {
      kind: 'token',
      accessToken: 'tok',
      authType: ADAPTERS.password,
    });
    expect((await at(bypassed, 'dropped')).context.reason).toBe('chainInvalid');
    expect(bypassed.fakes.inputs('validateAuthCode')).toEqual([]);
  });

  it('drops the chain the exchange refuses, and tries a lost exchange again', async () => {
    const refused = await running(INPUTS.reload, READS.password, ADAPTERS.password);
    refused.fakes.settle(ADAPTERS.password, true, handover(passed(null, true)));
    refused.fakes.settle('validateAuthCode', false, CHAIN_ENDED);
    expect((await at(refused, 'dropped')).context.reason).toBe('chainInvalid');
    const lost = await running(INPUTS.reload, READS.password, ADAPTERS.password);
    lost.fakes.settle(ADAPTERS.password, true, handover(passed(null, true)));
    lost.fakes.settle('validateAuthCode', false, sampleErrors.network);
    await at(lost, 'failed');
    lost.fakes.settle('readChain', true, read({ ...stored(null), expiresAt: NOW + 1 }));
    lost.actor.send({ type: 'chain.retry' });
    await at(lost, 'validating');
    expect(lost.fakes.inputs('validateAuthCode')).toHaveLength(2);
  });

  it('clears the chain and goes back at once when the user starts again', async () => {
    const run = await running(INPUTS.first, READS.none, ADAPTERS.mobilePhoneToken);
    run.actor.send({ type: 'chain.restart' });
    expect(await ended(run)).toEqual({ kind: 'back' });
    expect(run.cleared).toHaveBeenCalledTimes(1);
  });
});
