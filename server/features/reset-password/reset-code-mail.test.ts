import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeVerifiedResponse } from '../../../schemas/reset-password.schema';
import { RESET_PASSWORD_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import { smtpMailer, type Mailer } from '../../messaging/mailer';
import { invalidMessage, openSToken, resetClient, startReset } from '../../test/reset-password-client';
import { outboxBodies } from '../../test/inspect.repo';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { useTestServer } from '../../test/use-test-server';

// A real SMTP server receives the reset code's mail; it starts before the test server that sends to it.
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());
const mailer: Mailer = { send: (mail) => smtpMailer(sink.url, 'IDaaS <no-reply@idaas.test>').send(mail) };
const server = useTestServer({ mailer });
// No outbox and no mail server: a code can go nowhere.
const production = useTestServer({ devOutbox: false });

const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1] ?? '';

describe('with a mail server', () => {
  it('mails the reset code through SMTP to the account, and that code proves it', async () => {
    const { resetToken } = await startReset(server.url, 'resetmail');
    const before = sink.received.length;
    expect((await resetClient(server.url).obtainCode(resetToken, 'email')).body).toMatchObject({
      success: true,
    });
    const mail = sink.received.at(-1);
    expect(sink.received).toHaveLength(before + 1);
    expect(mail?.to).toEqual(['resetmail@demo.example.com']);
    expect(mail?.subject).toContain('Password reset code');
    const code = codeIn(mail?.text);
    const verified = await resetClient(server.url).verifyCode(resetToken, 'email', code);
    expect(openSToken(CodeVerifiedResponse.parse(verified.body).data.sToken ?? '', resetToken)).toBe(code);
  });

  it('withdraws a code the mail server refused: another may be asked at once', async () => {
    const { resetToken } = await startReset(server.url, 'resetphone');
    sink.refuse(true);
    try {
      expect(invalidMessage(await resetClient(server.url).obtainCode(resetToken, 'email'))).toBe(
        REFUSALS.deliveryFailed,
      );
    } finally {
      sink.refuse(false);
    }
    expect((await resetClient(server.url).obtainCode(resetToken, 'email')).body).toMatchObject({
      success: true,
    });
  });
});

describe('without an outbox, an SMS gateway or a mail server', () => {
  it('refuses to send a code, by SMS or e-mail, and writes nothing', async () => {
    const { resetToken } = await startReset(production.url, 'resetphone');
    for (const type of ['phone', 'email', 'phone'] as const) {
      expect(invalidMessage(await resetClient(production.url).obtainCode(resetToken, type))).toBe(
        REFUSALS.deliveryFailed,
      );
    }
    expect(await outboxBodies(production.db)).toEqual([]);
  });
});
