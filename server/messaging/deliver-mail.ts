import * as z from 'zod/mini';
import type { Deps } from '../deps';
import type { Mail } from './mailer';
import { writeOutbox } from './outbox.repo';

/** What nodemailer's error says of the mail server's refusal. */
const MailError = z.object({ code: z.optional(z.string()), responseCode: z.optional(z.number()) });

/**
 * Delivers one mail as this server does: into the development outbox outside production, and through the
 * mailer when SMTP_URL is set. True when it reached either. A mail server's refusal is logged by its code
 * only, never with the message, which may hold a code; `purpose` names the mail in that line.
 */
export async function deliverMail(
  deps: Pick<Deps, 'db' | 'clock' | 'mailer' | 'devOutbox'>,
  mail: Mail,
  purpose: string,
): Promise<boolean> {
  if (deps.devOutbox) {
    await writeOutbox(deps.db, {
      channel: 'email',
      recipient: mail.to,
      subject: mail.subject,
      body: mail.text,
      createdAt: deps.clock.now(),
    });
  }
  if (!deps.mailer) return deps.devOutbox;
  try {
    await deps.mailer.send(mail);
    return true;
  } catch (error) {
    const reason = MailError.safeParse(error).data;
    console.error(`The ${purpose} mail was refused: ${reason?.code ?? ''} ${reason?.responseCode ?? ''}`);
    return false;
  }
}
