import type {
  SecretCheckRequest,
  SecretChecked,
  SecretIssue,
  SecretIssuesQuery,
} from '../../../schemas/reset-password.schema';
import { RESET_PASSWORD_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import { newOpaqueToken, sha256Hex } from '../../crypto/opaque-token';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { invalid, openLiveReset, type ResetOutcome } from './live-reset.service';
import { markResetVerified } from './password-reset.repo';
import { judgeResetAttempt, resetPathLocked } from './reset-attempt.service';
import { secretAnswerMatches } from './secret-answer';
import { secretQuestionsOf, type SecretQuestion } from './secret-question.repo';

/**
 * GET secret/security/issues/list/by/username: the account's questions in its order, only to a live reset of
 * that account (the questions are no public fact about a name), while wrong answers do not lock them.
 */
export async function listSecretIssues(
  deps: Deps,
  defaultTenant: Tenant,
  query: SecretIssuesQuery,
): Promise<ResetOutcome<SecretIssue[]>> {
  const opened = await openLiveReset(deps, defaultTenant, query);
  if (!opened.ok) return opened;
  const { reset } = opened;
  if (!reset.hasQuestions) return invalid(REFUSALS.unavailable);
  if (await resetPathLocked(deps, reset.userId, 'question')) return invalid(REFUSALS.locked);
  const questions = await secretQuestionsOf(deps.db, reset.userId);
  return { ok: true, data: questions.map(({ id, question }) => ({ id, secretIssue: question })) };
}

/**
 * POST secret/security/issues/check: every question answered right (any case, spaces around it ignored) proves
 * the account; a wrong set counts towards the lock of the user's questions (three lock them).
 */
export async function checkSecretAnswers(
  deps: Deps,
  defaultTenant: Tenant,
  form: SecretCheckRequest,
): Promise<ResetOutcome<SecretChecked>> {
  const opened = await openLiveReset(deps, defaultTenant, form);
  if (!opened.ok) return opened;
  const { tenant, reset, tokenHash } = opened;
  if (!reset.hasQuestions) return invalid(REFUSALS.unavailable);
  const judged = await judgeResetAttempt(deps, tenant, reset.userId, 'question', async () =>
    (await allAnsweredRight(deps, await secretQuestionsOf(deps.db, reset.userId), form.answers))
      ? 'pass'
      : 'wrong',
  );
  if (judged === 'locked') return invalid(REFUSALS.locked);
  if (judged !== 'pass') return invalid(REFUSALS.wrongAnswers);
  const provedToken = newOpaqueToken();
  if (!(await markResetVerified(deps.db, tokenHash, 'question', deps.clock.now(), sha256Hex(provedToken)))) {
    return invalid(REFUSALS.expired);
  }
  return { ok: true, data: { verified: true, resetToken: provedToken } };
}

/**
 * Every question has a right answer and no answer names another question. Each stored hash is checked, an
 * unanswered one against nothing, so the time does not tell which answer was wrong.
 */
async function allAnsweredRight(
  { kdfCost }: Pick<Deps, 'kdfCost'>,
  questions: SecretQuestion[],
  answers: SecretCheckRequest['answers'],
): Promise<boolean> {
  const given = new Map(answers.map(({ id, answer }) => [id, answer]));
  const right = await Promise.all(
    questions.map((q) => secretAnswerMatches(given.get(q.id) ?? '', q.answerHash, kdfCost)),
  );
  const ids = new Set(questions.map((q) => q.id));
  return right.every(Boolean) && answers.every(({ id }) => ids.has(id));
}
