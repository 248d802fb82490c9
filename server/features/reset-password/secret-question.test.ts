import { describe, expect, it } from 'vitest';
import {
  ResetResultResponse,
  SecretCheckedResponse,
  SecretIssuesResponse,
} from '../../../schemas/reset-password.schema';
import { RESET_PASSWORD_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import { invalidMessage, provedToken, resetClient, startReset } from '../../test/reset-password-client';
import { insertTestAccount } from '../../test/inspect.repo';
import { useTestServer } from '../../test/use-test-server';
import { hashSecretAnswer } from './secret-answer';
import { insertSecretQuestion } from './secret-question.repo';

// The secret questions of a reset over HTTP: the seeded `resetquestion` (Sunshine, Hangzhou), and accounts of
// their own for the lock, which is the user's.
const server = useTestServer();
const call = () => resetClient(server.url);
const LOCK_MS = 15 * 60_000; // the demo tenant's lockTimeMinutes (the default)

const issues = async (username: string, resetToken: string) =>
  SecretIssuesResponse.parse((await call().secretIssues(username, resetToken)).body).data;
/** Answers in the questions' order, each to the question listed at its place. */
const answering = (list: { id: string }[], ...answers: string[]) =>
  list.map(({ id }, index) => ({ id, answer: answers[index] ?? '' }));
const submitted = async (resetToken: string) =>
  ResetResultResponse.parse((await call().submit(resetToken, 'Renewed#2024x')).body).data.resultDto;
/** An account of its own with one question, `${username}-q` (Colour?), answered Blue. */
const askedAccount = async (username: string) => {
  const userId = await insertTestAccount(server.db, { username, email: null });
  await insertSecretQuestion(server.db, {
    id: `${username}-q`,
    userId,
    position: 0,
    question: 'Colour?',
    answerHash: await hashSecretAnswer('Blue', server.kdfCost),
  });
};

describe('the questions', () => {
  it("are listed in the user's order to a live reset of that user, in any case", async () => {
    const { resetToken } = await startReset(server.url, 'resetquestion');
    const list = await issues('ResetQuestion', resetToken);
    expect(list.map((issue) => issue.secretIssue)).toEqual([
      '小学的名字？ Name of your primary school?',
      '最喜欢的城市？ Favourite city?',
    ]);
  });

  it("are not listed for another user's reset, an unknown one, or a user without questions", async () => {
    const { resetToken: mailReset } = await startReset(server.url, 'resetmail');
    expect(invalidMessage(await call().secretIssues('resetquestion', mailReset))).toBe(REFUSALS.expired);
    expect(invalidMessage(await call().secretIssues('resetquestion', 'y'.repeat(43)))).toBe(REFUSALS.expired);
    expect(invalidMessage(await call().secretIssues('resetmail', mailReset))).toBe(REFUSALS.unavailable);
  });
});

describe('the answers', () => {
  it('prove the account when every one is right, in any case, with spaces around, full-width', async () => {
    const { resetToken } = await startReset(server.url, 'resetquestion');
    const list = await issues('resetquestion', resetToken);
    const checked = await call().secretCheck(
      'resetquestion',
      resetToken,
      answering(list, '  SUNSHINE ', 'ｈａｎｇｚｈｏｕ'),
    );
    expect(SecretCheckedResponse.parse(checked.body).data.verified).toBe(true);
    // Proved: the reset, by its new token, may set a password.
    expect(await submitted(provedToken(checked))).toEqual({ result: true, errorMessage: null });
  });

  it('are wrong when one is wrong or missing, or names a question that is not the user’s', async () => {
    const { resetToken } = await startReset(server.url, 'resetquestion');
    const list = await issues('resetquestion', resetToken);
    const check = (answers: { id: string; answer: string }[], token = resetToken) =>
      call().secretCheck('resetquestion', token, answers);
    const [first] = answering(list, 'Sunshine');
    expect(invalidMessage(await check(answering(list, 'Sunshine', 'Shanghai')))).toBe(REFUSALS.wrongAnswers);
    expect(invalidMessage(await check(first ? [first] : []))).toBe(REFUSALS.wrongAnswers);
    // A right check starts the count again: the next wrong one, by the reset's new token, is the first, not
    // the third (which locks).
    const proved = provedToken(await check(answering(list, 'Sunshine', 'Hangzhou')));
    const foreign = [...answering(list, 'Sunshine', 'Hangzhou'), { id: 'another-question', answer: 'x' }];
    expect(invalidMessage(await check(foreign, proved))).toBe(REFUSALS.wrongAnswers);
  });

  it("lock the user's questions after three wrong checks, a new reset too, for the tenant's lock time", async () => {
    await askedAccount('asked1');
    const { resetToken } = await startReset(server.url, 'asked1');
    const check = (token: string, answer: string) =>
      call().secretCheck('asked1', token, [{ id: 'asked1-q', answer }]);
    expect(invalidMessage(await check(resetToken, 'red'))).toBe(REFUSALS.wrongAnswers);
    expect(invalidMessage(await check(resetToken, 'green'))).toBe(REFUSALS.wrongAnswers);
    expect(invalidMessage(await check(resetToken, 'pink'))).toBe(REFUSALS.locked);
    expect(invalidMessage(await check(resetToken, 'blue'))).toBe(REFUSALS.locked);
    const { resetToken: fresh } = await startReset(server.url, 'asked1');
    expect(invalidMessage(await call().secretIssues('asked1', fresh))).toBe(REFUSALS.locked);
    expect(invalidMessage(await check(fresh, 'blue'))).toBe(REFUSALS.locked);

    server.clock.advance(LOCK_MS);
    expect(await issues('asked1', fresh)).toEqual([{ id: 'asked1-q', secretIssue: 'Colour?' }]);
    expect(SecretCheckedResponse.safeParse((await check(fresh, ' BLUE')).body).success).toBe(true);
  });
});

describe('a reset proved by the answers', () => {
  it('goes on with a new token: the one sent can no longer list, check or set the password, the new one can', async () => {
    await askedAccount('asked2');
    const { resetToken } = await startReset(server.url, 'asked2');
    const right = [{ id: 'asked2-q', answer: 'Blue' }];
    const proved = provedToken(await call().secretCheck('asked2', resetToken, right));
    expect(proved).not.toBe(resetToken);
    expect(proved).toMatch(/^[\w-]{43}$/);
    expect(await submitted(resetToken)).toEqual({ result: false, errorMessage: REFUSALS.expired });
    expect(invalidMessage(await call().secretIssues('asked2', resetToken))).toBe(REFUSALS.expired);
    expect(invalidMessage(await call().secretCheck('asked2', resetToken, right))).toBe(REFUSALS.expired);
    expect(await submitted(proved)).toEqual({ result: true, errorMessage: null });
  });
});
