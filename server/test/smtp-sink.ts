import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the SMTP server received it, parsed. */
export type ReceivedMail = { to: string[]; subject: string; text: string };

export interface SmtpSink {
  /** `smtp://127.0.0.1:port`, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Refuse every message from now on (a mail server that is down or full). */
  refuse(refusing: boolean): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server (nodemailer's smtp-server) on an ephemeral local port, keeping what it receives: the
 * mail a test expects goes over the wire as it would to a tenant's mail server. Plain SMTP, no login.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      if (refusing) {
        stream.resume();
        stream.on('end', () => callback(new Error('mailbox unavailable')));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (value) => {
      refusing = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
