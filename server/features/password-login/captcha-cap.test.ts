import { describe, expect, it } from 'vitest';
import { endpointPath } from '../../../schemas/endpoint';
import { ENDPOINTS } from '../../../schemas/endpoint-table';
import { FailedEnvelope } from '../../../schemas/envelope.schema';
import { API_VERSION } from '../../../schemas/spec-constants';
import { getJson } from '../../test/http';
import { storedCaptchaCount } from '../../test/inspect.repo';
import { useTestServer } from '../../test/use-test-server';
import { updateTenantSettings } from '../../tenant/tenant.repo';

// Issue 17: picture captchas cost a row each. One client address draws at most `captchasPerAddress` in 10
// minutes (100 by default), and captchas that ran out are forgotten, so no script fills the table.
const server = useTestServer({ trustProxy: true });

const draw = (address: string) =>
  getJson(`${server.url}/api/${endpointPath(ENDPOINTS.captcha, API_VERSION)}`, undefined, {
    'X-Forwarded-For': address,
  });
const drawn = async (address: string) => {
  const answer = await draw(address);
  expect(answer.body).toMatchObject({ success: true });
};
const storedCaptchas = () => storedCaptchaCount(server.db);

describe('picture captchas', () => {
  it('at 100 by default: a burst of 101 from one address gets 100', async () => {
    const answers = await Promise.all(Array.from({ length: 101 }, () => draw('198.51.100.11')));
    const refused = answers.filter((answer) => FailedEnvelope.safeParse(answer.body).success);
    expect(refused).toHaveLength(1);
  });

  it('are drawn at most captchasPerAddress times in 10 minutes by one client address', async () => {
    server.clock.advance(10 * 60_000 + 1000);
    await updateTenantSettings(server.db, 'demo', { captchasPerAddress: 5 });
    for (let i = 0; i < 5; i++) await drawn('198.51.100.7');
    expect(FailedEnvelope.parse((await draw('198.51.100.7')).body)).toMatchObject({
      code: 'TooManyRequests',
    });
    // Another address is not held back by this one.
    await drawn('198.51.100.8');
    expect(await storedCaptchas()).toBe(6);
    server.clock.advance(10 * 60_000 + 1000);
    await drawn('198.51.100.7');
  });

  it('that ran out are forgotten when the next is drawn: the table holds what is live', async () => {
    await updateTenantSettings(server.db, 'demo', { captchasPerAddress: 100 });
    for (let i = 0; i < 10; i++) await drawn('198.51.100.9');
    server.clock.advance(5 * 60_000 + 1000);
    await drawn('198.51.100.10');
    expect(await storedCaptchas()).toBe(1);
  });
});
