import { afterAll, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromCallback, waitFor } from 'xstate';
import { THIRD_PARTY_STATE_SECONDS } from '../../schemas/third-party-login.schema';
import { ADAPTERS } from '../../schemas/spec-constants';
import { PLAIN_GRANT } from '../shared/grant';
import type { LoginTypeInput } from '../shared/login-type';
import { afterEvents } from '../testing/after-events';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { failed, sampleErrors } from '../testing/sample-errors';
import { UNSAFE_REDIRECT } from '../shared/third-party-problem';
import { embeddedQrMachine } from './embedded-qr.machine';

const SP = { type: 'IDAAS_SP' as const, spData: { sp_code: 'sp1', application_key: 'k1' } };
const input: LoginTypeInput = {
  enterpriseAuthId: ADAPTERS.wechat,
  sm2Key: null,
  clientId: 'client-1',
  enterpriseId: 'demo',
  presetUsername: null,
  mobile: false,
  loginContext: SP,
  grant: PLAIN_GRANT,
};
const FRAME = 'https://open.weixin.qq.com/connect/qrconnect?login_type=jssdk&state=s1';
const FRESH = 'https://open.weixin.qq.com/connect/qrconnect?login_type=jssdk&state=s2';
const BACK = 'https://login.example/frontend/login/ddtalkCallback?authCode=c&state=s1';
const refused = failed({
  kind: 'response',
  code: 'InvalidParameter',
  message: 'thirdParty.sourceUnavailable',
});
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });
const ACTORS = ['startEmbedded', 'providerAnswer'] as const;
const spies = () => ({ keepLoginContext: vi.fn(), goToCallback: vi.fn() });

const events = (snapshot: AnyMachineSnapshot) => [
  done('startEmbedded', { authorizeUrl: FRAME }),
  error('startEmbedded', refused),
  error('startEmbedded', sampleErrors.network),
  error('startEmbedded', new Error(UNSAFE_REDIRECT)),
  error('providerAnswer', new Error('no listener')),
  { type: 'frame.loaded' },
  { type: 'panel.hidden' },
  { type: 'panel.shown' },
  { type: 'provider.answered', url: BACK },
  { type: 'provider.declined' },
  { type: 'qr.refresh' },
  ...afterEvents(snapshot),
];
// A state of the model is what the tab shows: the problem's kind is the view's business.
const serialize = (s: AnyMachineSnapshot) =>
  JSON.stringify([s.value, s.context.panelHidden, s.context.frameUrl !== null, s.context.problem !== null]);

describe('embedded QR login (model-based)', () => {
  const coverage = new CoverageRecorder(embeddedQrMachine);
  const cases = modelPaths(embeddedQrMachine, { events, input, serialize }).map(
    (p) => [describePath(p), p] as const,
  );

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(5));

  it.each(cases)('%s', async (_name, path) => {
    const fakes = new FakeActors();
    const machine = embeddedQrMachine.provide({ actors: fakes.forAll(ACTORS), actions: spies() });
    await drivePath(machine, path, fakes, coverage, { input, serialize });
  });

  afterAll(() => coverage.expectComplete());
});

describe('embedded QR login effects', () => {
  const start = (refreshAt = 60_000, over: Partial<LoginTypeInput> = {}) => {
    const fakes = new FakeActors();
    const actions = spies();
    const machine = embeddedQrMachine.provide({
      actors: { ...fakes.forAll(['startEmbedded']), providerAnswer: fromCallback(() => {}) },
      actions,
      delays: { refreshAt },
    });
    const actor = createActor(machine, { input: { ...input, ...over } }).start();
    return { actor, fakes, actions };
  };

  it('asks for the framed page of the tab’s source, tenant and application, frames it, and keeps the login under way', async () => {
    const { actor, fakes, actions } = start(60_000, { enterpriseAuthId: ADAPTERS.dingtalk });
    expect(fakes.inputs('startEmbedded')).toEqual([
      { kind: 'ddtalk', clientId: 'client-1', enterpriseId: 'demo', application: SP.spData, pluginId: null },
    ]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    fakes.settle('startEmbedded', true, { authorizeUrl: FRAME });
    await waitFor(actor, (s) => s.matches({ showing: 'loading' }));
    expect(actor.getSnapshot().context.frameUrl).toBe(FRAME);
    expect(actions.keepLoginContext).toHaveBeenCalledWith(expect.anything(), { loginContext: SP });
    actor.send({ type: 'frame.loaded' });
    expect(actor.getSnapshot().matches({ showing: 'ready' })).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
  });

  it('goes to the receiver’s address the frame answered with, busy meanwhile', async () => {
    const { actor, fakes, actions } = start();
    fakes.settle('startEmbedded', true, { authorizeUrl: FRAME });
    await waitFor(actor, (s) => s.matches('showing'));
    actor.send({ type: 'provider.answered', url: BACK });
    expect(actions.goToCallback).toHaveBeenCalledWith(expect.anything(), { url: BACK });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('frames a fresh page before the state expires while the tab shows; a hidden tab’s expires and offers a refresh', async () => {
    const { actor, fakes } = start(20);
    fakes.settle('startEmbedded', true, { authorizeUrl: FRAME });
    await waitFor(actor, (s) => s.matches('showing'));
    await waitFor(actor, (s) => s.matches('starting'));
    expect(actor.getSnapshot().context.frameUrl).toBeNull();
    fakes.settle('startEmbedded', true, { authorizeUrl: FRESH });
    await waitFor(actor, (s) => s.context.frameUrl === FRESH);
    actor.send({ type: 'panel.hidden' });
    await waitFor(actor, (s) => s.matches('expired'));
    expect(fakes.inputs('startEmbedded')).toHaveLength(2);
    actor.send({ type: 'qr.refresh' });
    expect(fakes.inputs('startEmbedded')).toHaveLength(3);
  });

  it('says so when DingTalk’s frame answers that the person declined, and frames a fresh page on refresh', async () => {
    const { actor, fakes, actions } = start(60_000, { enterpriseAuthId: ADAPTERS.dingtalk });
    fakes.settle('startEmbedded', true, { authorizeUrl: FRAME });
    await waitFor(actor, (s) => s.matches('showing'));
    actor.send({ type: 'frame.loaded' });
    actor.send({ type: 'provider.declined' });
    expect(actor.getSnapshot().matches('declined')).toBe(true);
    expect(actions.goToCallback).not.toHaveBeenCalled();
    actor.send({ type: 'qr.refresh' });
    expect(actor.getSnapshot().matches('starting')).toBe(true);
    expect(actor.getSnapshot().context.frameUrl).toBeNull();
    expect(fakes.inputs('startEmbedded')).toHaveLength(2);
  });

  it('takes a framed page that never loads for an unreachable provider, and offers a retry', async () => {
    const fakes = new FakeActors();
    const machine = embeddedQrMachine.provide({
      actors: { ...fakes.forAll(['startEmbedded']), providerAnswer: fromCallback(() => {}) },
      actions: spies(),
      delays: { frameLoad: 20 },
    });
    const actor = createActor(machine, { input }).start();
    fakes.settle('startEmbedded', true, { authorizeUrl: FRAME });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.problem).toBe('thirdParty.providerUnavailable');
    actor.send({ type: 'qr.refresh' });
    expect(actor.getSnapshot().context.problem).toBeNull();
    expect(fakes.inputs('startEmbedded')).toHaveLength(2);
  });

  it('asks for a fresh page before the server’s state lives out', () => {
    const refreshAt = embeddedQrMachine.implementations.delays.refreshAt;
    expect(refreshAt).toBeLessThan(THIRD_PARTY_STATE_SECONDS * 1000);
    expect(refreshAt).toBeGreaterThan(THIRD_PARTY_STATE_SECONDS * 900);
  });

  it.each([
    [refused, 'thirdParty.sourceUnavailable'],
    [new Error(UNSAFE_REDIRECT), 'unsafeRedirect'],
    [sampleErrors.network, 'network'],
    [new Error('bug'), 'unexpected'],
  ])('says why no page is framed (%s), and asks again on retry', async (err, problem) => {
    const { actor, fakes } = start();
    fakes.settle('startEmbedded', false, err);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.problem).toBe(problem);
    expect(actor.getSnapshot().context.frameUrl).toBeNull();
    actor.send({ type: 'qr.refresh' });
    expect(actor.getSnapshot().context.problem).toBeNull();
    expect(fakes.inputs('startEmbedded')).toHaveLength(2);
  });
});
