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
    // With no SMS gateway and no mail server a code cannot go anywhere: refused, and nothing is written.
    const bearer = await seedUserToken(production.url, production.key, 'smsuser');
    for (const path of ['auth_2factor/sms/send_code', '2factor/authenticate/2factor_admin_otp/send']) {
      const answer = FailedEnvelope.parse(
        (await sendJson(`${production.url}/api/bff/v1.2/${path}`, undefined, bearer)).body,
      );
      expect(answer.message).toBe(SECOND_FACTOR_REFUSALS.deliveryFailed);
    }
    expect(await outboxBodies(production.db)).toEqual([]);
  });
});
