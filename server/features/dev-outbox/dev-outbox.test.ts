import { describe, expect, it } from 'vitest';
import { FailedEnvelope } from '../../../schemas/envelope.schema';
import { getJson } from '../../test/http';
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

  it('does not exist on a production server', async () => {
    const { body } = await getJson(`${production.url}/api/dev/outbox?recipient=13800138000`);
    expect(FailedEnvelope.parse(body).code).toBe('ResourceNotFound');
  });
});
