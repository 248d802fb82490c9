import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { failed, sampleErrors } from '../testing/sample-errors';
import { tenantSelectMachine } from './tenant-select.machine';
import type { HeldChoice, TenantCard } from './tenant-select.schema';

const input = { ticket: 'tkt_0123456789abcdefghij', clientId: 'demo-login-client' };
/** The ticket held while the page shows: each start recorded with the flow that holds it, each stop counted. */
const holdings = () => {
  const held: { status: () => string }[] = [];
  let released = 0;
  const logic = fromCallback<{ type: string }, HeldChoice>(({ input: given }) => {
    held.push({ status: () => given.flow.getSnapshot().status });
    return () => void released++;
  });
  return { logic, held, released: () => released };
};

const TENANTS: TenantCard[] = [
  { enterpriseId: 'demo', name: '演示企业', nameEn: 'Demo Inc.', idpName: '演示统一身份' },
  { enterpriseId: 'demo-branch', name: '演示分公司', nameEn: null, idpName: null },
];
const ACTORS = ['loadChoice', 'redeem', 'cancelChoice'] as const;
const refused = (errorDescription: string, lockTime?: number) =>
  failed({ kind: 'http', status: 400, code: 'invalid_request', errorDescription, lockTime });
const choiceInvalid = refused('choice_invalid');
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });

const events = () => [
  done('loadChoice', TENANTS),
  error('loadChoice', choiceInvalid),
  error('loadChoice', sampleErrors.network),
  { type: 'tenant.choose', enterpriseId: 'demo-branch' },
  { type: 'tenant.choose', enterpriseId: 'elsewhere' },
  { type: 'choice.retry' },
  { type: 'choice.back' },
  done('redeem', { access_token: 'tok', enterprise_id: 'demo-branch' }),
  error('redeem', choiceInvalid),
  error('redeem', refused('disabled')),
  error('redeem', sampleErrors.network),
  error('holdChoice', new Error('the hold broke')),
  done('cancelChoice', undefined),
  error('cancelChoice', sampleErrors.network),
];

describe('tenant select (model-based)', () => {
  const coverage = new CoverageRecorder(tenantSelectMachine);
  const cases = modelPaths(tenantSelectMachine, { events, input }).map((p) => [describePath(p), p] as const);

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(5));

  it.each(cases)('%s', async (_name, path) => {
    const fakes = new FakeActors();
    // The hold is a fake too here, so the model can break it (error:holdChoice).
    const actors = fakes.forAll([...ACTORS, 'holdChoice']);
    await drivePath(tenantSelectMachine.provide({ actors }), path, fakes, coverage, {
      input,
    });
  });

  afterAll(() => coverage.expectComplete());
});

describe('tenant select effects', () => {
  const start = () => {
    const fakes = new FakeActors();
    const reported: unknown[] = [];
    const hold = holdings();
    const machine = tenantSelectMachine.provide({
      actors: { ...fakes.forAll(ACTORS), holdChoice: hold.logic },
      actions: { reportError: (_, { error: e }) => void reported.push(e) },
    });
    return { actor: createActor(machine, { input }).start(), fakes, reported, hold };
  };
  const choosing = async () => {
    const started = start();
    started.fakes.settle('loadChoice', true, TENANTS);
    await waitFor(started.actor, (s) => s.matches('choosing'));
    return started;
  };

  it('holds the ticket while it loads and offers the choice, each hold knowing its flow', async () => {
    const { actor, hold } = await choosing();
    // One hold while loading, released on the way to the choice, and the choice's own.
    expect(hold.held).toHaveLength(2);
    expect(hold.released()).toBe(1);
    expect(hold.held.map((h) => h.status())).toEqual(['active', 'active']);
    actor.stop();
    // Stopped from outside (the page left): the hold sees its flow stopped, which src/ takes to give the ticket up.
    expect(hold.released()).toBe(2);
    expect(hold.held[1]?.status()).toBe('stopped');
  });

  it('lets the ticket go without its flow stopped when the choice goes on by its own step', async () => {
    const { actor, fakes, hold } = await choosing();
    actor.send({ type: 'tenant.choose', enterpriseId: 'demo' });
    expect(hold.released()).toBe(2);
    expect(actor.getSnapshot().status).toBe('active');
    expect(fakes.inputs('redeem')).toHaveLength(1);
  });

  it('reads the choice with its ticket, and shows its tenants', async () => {
    const { actor, fakes } = await choosing();
    expect(fakes.inputs('loadChoice')).toEqual([input]);
    expect(actor.getSnapshot().context.tenants).toEqual(TENANTS);
  });

  it('redeems the tenant chosen, and ends with its token', async () => {
    const { actor, fakes } = await choosing();
    actor.send({ type: 'tenant.choose', enterpriseId: 'demo-branch' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(fakes.inputs('redeem')).toEqual([{ ...input, enterpriseId: 'demo-branch' }]);
    fakes.settle('redeem', true, { access_token: 'tok', enterprise_id: 'demo-branch' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({
      kind: 'token',
      accessToken: 'tok',
      enterpriseId: 'demo-branch',
    });
  });

  it('chooses no tenant the choice does not hold', async () => {
    const { actor, fakes } = await choosing();
    actor.send({ type: 'tenant.choose', enterpriseId: 'elsewhere' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(fakes.inputs('redeem')).toEqual([]);
  });

  it.each([
    ['disabled', undefined, { code: 'disabled' }],
    ['user_locked', 12, { code: 'locked', minutes: 12 }],
    ['user_locked', undefined, { code: 'locked', minutes: null }],
    ['invalid_device_id', undefined, { code: 'deviceRequired' }],
  ])('says why a tenant refuses (%s) and lets another be chosen', async (description, lockTime, problem) => {
    const { actor, fakes, reported } = await choosing();
    actor.send({ type: 'tenant.choose', enterpriseId: 'demo-branch' });
    fakes.settle('redeem', false, refused(description, lockTime));
    const snapshot = await waitFor(actor, (s) => s.matches('choosing'));
    expect(snapshot.context.problem).toEqual(problem);
    expect(reported).toEqual([]);
    actor.send({ type: 'tenant.choose', enterpriseId: 'demo' });
    expect(actor.getSnapshot().context.problem).toBeNull();
  });

  it('goes back to sign in again when the ticket no longer holds, at load or at redeem', async () => {
    const loading = start();
    loading.fakes.settle('loadChoice', false, choiceInvalid);
    await waitFor(loading.actor, (s) => s.status === 'done');
    expect(loading.actor.getSnapshot().output).toEqual({ kind: 'back', expired: true });

    const { actor, fakes } = await choosing();
    actor.send({ type: 'tenant.choose', enterpriseId: 'demo' });
    fakes.settle('redeem', false, choiceInvalid);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'back', expired: true });
  });

  it('reports a lost connection: the list offers a retry, a redeem stays choosable', async () => {
    const { actor, fakes, reported } = start();
    fakes.settle('loadChoice', false, sampleErrors.network);
    await waitFor(actor, (s) => s.matches('loadFailed'));
    actor.send({ type: 'choice.retry' });
    fakes.settle('loadChoice', true, TENANTS);
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'tenant.choose', enterpriseId: 'demo' });
    fakes.settle('redeem', false, sampleErrors.network);
    const snapshot = await waitFor(actor, (s) => s.matches('choosing'));
    expect(snapshot.context.problem).toBeNull();
    expect(reported).toEqual([sampleErrors.network, sampleErrors.network]);
  });

  it.each([true, false])(
    'gives the ticket up when the user goes back, then goes back without a notice (answered: %s)',
    async (answered) => {
      const { actor, fakes } = await choosing();
      actor.send({ type: 'choice.back' });
      expect(fakes.inputs('cancelChoice')).toEqual([input]);
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      fakes.settle('cancelChoice', answered, answered ? undefined : sampleErrors.network);
      await waitFor(actor, (s) => s.status === 'done');
      expect(actor.getSnapshot().output).toEqual({ kind: 'back', expired: false });
    },
  );
});
