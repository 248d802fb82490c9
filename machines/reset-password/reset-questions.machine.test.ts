import { afterAll, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, waitFor } from 'xstate';
import { RESET_PASSWORD_REFUSALS } from '../../schemas/refusals';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { failed, sampleErrors } from '../testing/sample-errors';
import { type ResetQuestionsInput, resetQuestionsMachine } from './reset-questions.machine';

const input: ResetQuestionsInput = {
  resetToken: 'reset-token-0123456789abcdef',
  username: 'resetquestion',
  enterpriseId: 'demo',
};
const questions = [
  { id: 'q1', secretIssue: 'Name of your primary school?' },
  { id: 'q2', secretIssue: 'Favourite city?' },
];
const ACTORS = ['secretIssues', 'secretCheck'] as const;
const refused = (name: keyof typeof RESET_PASSWORD_REFUSALS) =>
  failed({ kind: 'response', code: 'InvalidParameter', message: RESET_PASSWORD_REFUSALS[name] });
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });

const events = (_snapshot: AnyMachineSnapshot) => [
  done('secretIssues', questions),
  error('secretIssues', refused('locked')),
  error('secretIssues', refused('expired')),
  error('secretIssues', sampleErrors.network),
  { type: 'questions.retry' },
  { type: 'answers.submit', answers: { q1: 'Sunshine', q2: 'Hangzhou' } },
  { type: 'answers.submit', answers: { q1: ' ' } },
  { type: 'answers.edit', id: 'q2' },
  done('secretCheck', { verified: true, resetToken: 'proved-token-0123456789abcdef' }),
  // A back end that keeps the token: the one it has is proved.
  done('secretCheck', { verified: true }),
  error('secretCheck', refused('wrongAnswers')),
  error('secretCheck', refused('locked')),
  error('secretCheck', refused('expired')),
  error('secretCheck', sampleErrors.network),
];

describe('reset questions step (model-based)', () => {
  const coverage = new CoverageRecorder(resetQuestionsMachine);
  const cases = modelPaths(resetQuestionsMachine, { events, input }).map(
    (p) => [describePath(p), p] as const,
  );

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(8));

  it.each(cases)('%s', async (_name, path) => {
    const fakes = new FakeActors();
    await drivePath(resetQuestionsMachine.provide({ actors: fakes.forAll(ACTORS) }), path, fakes, coverage, {
      input,
    });
  });

  afterAll(() => coverage.expectComplete());
});

describe('reset questions step effects', () => {
  const start = async () => {
    const fakes = new FakeActors();
    const reportError = vi.fn();
    const machine = resetQuestionsMachine.provide({ actors: fakes.forAll(ACTORS), actions: { reportError } });
    const actor = createActor(machine, { input }).start();
    expect(fakes.inputs('secretIssues')).toEqual([
      { username: 'resetquestion', resetToken: input.resetToken, _enterprise_id: 'demo' },
    ]);
    fakes.settle('secretIssues', true, questions);
    await waitFor(actor, (s) => s.matches('answering'));
    return { actor, fakes, reportError };
  };

  it('asks every question before anything is sent', async () => {
    const { actor, fakes } = await start();
    actor.send({ type: 'answers.submit', answers: { q1: 'Sunshine', q2: '  ' } });
    expect(actor.getSnapshot().context.missing).toEqual(['q2']);
    actor.send({ type: 'answers.edit', id: 'q2' });
    expect(actor.getSnapshot().context.missing).toEqual([]);
    expect(fakes.inputs('secretCheck')).toEqual([]);
  });

  it('sends an answer to each question, in their order, and ends proved with the new token', async () => {
    const { actor, fakes } = await start();
    actor.send({ type: 'answers.submit', answers: { q2: 'Hangzhou', q1: 'Sunshine' } });
    expect(fakes.inputs('secretCheck')).toEqual([
      {
        username: 'resetquestion',
        resetToken: input.resetToken,
        answers: [
          { id: 'q1', answer: 'Sunshine' },
          { id: 'q2', answer: 'Hangzhou' },
        ],
        _enterprise_id: 'demo',
      },
    ]);
    fakes.settle('secretCheck', true, { verified: true, resetToken: 'proved-token-0123456789abcdef' });
    expect((await waitFor(actor, (s) => s.status === 'done')).output).toEqual({
      kind: 'verified',
      resetToken: 'proved-token-0123456789abcdef',
    });
  });

  it('SPEC 5: a wrong set is refused and the questions stay', async () => {
    const { actor, fakes } = await start();
    actor.send({ type: 'answers.submit', answers: { q1: 'x', q2: 'y' } });
    fakes.settle('secretCheck', false, refused('wrongAnswers'));
    await waitFor(actor, (s) => s.matches('answering'));
    expect(actor.getSnapshot().context.refusal).toBe('wrongAnswers');
  });

  it('says a locked way where the questions would be', async () => {
    const fakes = new FakeActors();
    const actor = createActor(resetQuestionsMachine.provide({ actors: fakes.forAll(ACTORS) }), {
      input,
    }).start();
    fakes.settle('secretIssues', false, refused('locked'));
    await waitFor(actor, (s) => s.matches('unavailable'));
    expect(actor.getSnapshot().context.refusal).toBe('locked');
  });
});
