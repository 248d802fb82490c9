import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FailedEnvelope } from '../../../schemas/envelope.schema';
import { SECOND_FACTOR_REFUSALS } from '../../../schemas/refusals';
import { getJson, sendJson } from '../../test/http';
import { outboxBodies } from '../../test/inspect.repo';
import { seedUserToken } from '../../test/login-client';
import { useTestServer } from '../../test/use-test-server';
import { writeOutbox } from '../../messaging/outbox.repo';

const development = useTestServer();
const production = useTestServer({ devOutbox: false });

describe('the development outbox', () => {
  it("lists a recipient's messages newest first", async () => {
    const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));
    await writeOutbox(development.db, {
      channel: 'sms',
      recipient: '13900000001',
      body: 'first',
      createdAt: at(1),
    });
    await writeOutbox(development.db, {
      channel: 'sms',
      recipient: '13900000002',
      body: 'other',
      createdAt: at(2),
    });
    await writeOutbox(development.db, {
      channel: 'sms',
      recipient: '13900000001',
      body: 'second',
      createdAt: at(3),
    });
    const { status, body } = await getJson(`${development.url}/api/dev/outbox?recipient=13900000001`);
    expect(status).toBe(200);
    expect(body).toEqual({
      messages: [
        {
          channel: 'sms',
          recipient: '13900000001',
          subject: null,
          body: 'second',
          createdAt: at(3).toISOString(),
        },
        {
          channel: 'sms',
          recipient: '13900000001',
          subject: null,
          body: 'first',
          createdAt: at(1).toISOString(),
        },
      ],
    });
    expect(FailedEnvelope.parse((await getJson(`${development.url}/api/dev/outbox`)).body).code).toBe(
      'InvalidParameter',
    );
  });

  it('does not exist on a production server, which keeps no code in it', async () => {
    const { body } = await getJson(`${production.url}/api/dev/outbox?recipient=13800138000`);
    expect(FailedEnvelope.parse(body).code).toBe('ResourceNotFound');
    expect((await fetch(`${production.url}/dev/outbox`)).status).toBe(404);
    // With no SMS gateway and no mail server a code cannot go anywhere: refused, and nothing is written.
    const bearer = await seedUserToken(production.url, 'smsuser');
    for (const path of ['auth_2factor/sms/send_code', '2factor/authenticate/2factor_admin_otp/send']) {
      const answer = FailedEnvelope.parse(
        (await sendJson(`${production.url}/api/bff/v1.2/${path}`, undefined, bearer)).body,
      );
      expect(answer.message).toBe(SECOND_FACTOR_REFUSALS.deliveryFailed);
    }
    expect(await outboxBodies(production.db)).toEqual([]);
  });
});

describe('the development outbox page', () => {
  const page = async (query = '') => {
    const response = await fetch(`${development.url}/dev/outbox${query}`);
    return { response, text: await response.text() };
  };

  it("lists every recipient's newest messages, or one recipient's, each value escaped", async () => {
    const at = new Date(Date.UTC(2026, 0, 2));
    await writeOutbox(development.db, {
      channel: 'email',
      recipient: 'page@outbox.example.com',
      subject: 'Code <b>bold</b>',
      body: 'Your code is 123456 <script>alert(1)</script> & "quoted"',
      createdAt: at,
    });
    await writeOutbox(development.db, {
      channel: 'sms',
      recipient: '13900000009',
      body: 'text 654321',
      createdAt: at,
    });
    const all = await page();
    expect(all.response.status).toBe(200);
    expect(all.response.headers.get('content-type')).toContain('text/html');
    expect(all.text).toContain('page@outbox.example.com');
    expect(all.text).toContain('text 654321');
    expect(all.text).toContain(
      'Your code is 123456 &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quoted&quot;',
    );
    expect(all.text).toContain('Code &lt;b&gt;bold&lt;/b&gt;');
    expect(all.text).not.toMatch(/<script|<b>/i);

    const one = await page('?recipient=13900000009');
    expect(one.text).toContain('text 654321');
    expect(one.text).not.toContain('page@outbox.example.com');
    expect((await page('?recipient=%22%3E%3Cscript%3E')).text).not.toContain('"><script>');
  });

  it("runs no script and allows only its own style, under the server's headers", async () => {
    const { response, text } = await page();
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toMatch(/script-src|unsafe-inline/);
    const style = /<style>([\s\S]*?)<\/style>/.exec(text)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(policy).toContain(`style-src 'sha256-${hash}'`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
