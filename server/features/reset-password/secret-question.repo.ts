import * as z from 'zod/mini';
import type { Queryable } from '../../db/db';

/** A secret question of a user, its answer as a slow salted hash (secret-answer.rule.ts). */
const SecretQuestion = z.object({ id: z.string(), question: z.string(), answerHash: z.string() });
export type SecretQuestion = z.output<typeof SecretQuestion>;

/** The user's questions in the order the user set them. */
export async function secretQuestionsOf(db: Queryable, userId: string): Promise<SecretQuestion[]> {
  return db.rows(
    SecretQuestion,
    `select id, question, answer_hash as "answerHash" from secret_question where user_id = $1
     order by position`,
    [userId],
  );
}

export async function insertSecretQuestion(
  db: Queryable,
  question: { id: string; userId: string; position: number; question: string; answerHash: string },
) {
  await db.run(
    `insert into secret_question (id, user_id, position, question, answer_hash) values ($1, $2, $3, $4, $5)`,
    [question.id, question.userId, question.position, question.question, question.answerHash],
  );
}
