import nodemailer from 'nodemailer';

/** One mail as this server sends it: plain text, to one recipient. */
export type Mail = { to: string; subject: string; text: string };

/** Sends mail; a refusal by the mail server rejects. */
export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * A mailer for `SMTP_URL` (`smtp://user:pass@host:port`, `smtps://…` for TLS from the start), through
 * nodemailer. `from` is the sender every mail shows.
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
