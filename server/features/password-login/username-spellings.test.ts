import { expect, it } from 'vitest';
import { CaptchaShowResponse, RestTokenSuccess } from '../../../schemas/password-login.schema';
import { findSession } from '../../account/access-token.repo';
import { getJson } from '../../test/http';
import { errorDescription as description, login, solvedCaptcha } from '../../test/login-client';
import { useTestServer } from '../../test/use-test-server';

// A name in any spelling is one name (schemas/rules/username-key.rule.ts): the account it finds and the lock it
// counts on are the same, so another case, width or dotted capital I gets no fresh guesses.
const server = useTestServer();

const captcha = () => solvedCaptcha(server.url);
const showsCaptcha = async (username: string) =>
  CaptchaShowResponse.parse(
    (await getJson(`${server.url}/api/public/bff/v1.2/captcha_show?${new URLSearchParams({ username })}`))
      .body,
  ).data.showCaptcha;

it("counts admİn, ＡＤＭＩＮ and ADMIN against admin's lock, and admin's lock refuses them all", async () => {
  const wrong = async (name: string) =>
    description(await login(server.url, name, 'Wrong@123456', await captcha()));
  expect(await wrong('admİn')).toBe('invalid_password');
  // captcha_show reads the same count under every spelling.
  expect(await showsCaptcha('admin')).toBe(true);
  expect(await showsCaptcha('ＡＤＭＩＮ')).toBe(true);
  expect(await wrong('ＡＤＭＩＮ')).toBe('will_lock:3');
  expect(await wrong('ADMIN')).toBe('will_lock:2');
  expect(await wrong(' Admİn ')).toBe('will_lock:1');
  expect(await wrong('admin')).toBe('user_locked');
  for (const name of ['admin', 'admİn', 'ＡＤＭＩＮ', 'ADMIN', 'adm\u0130n', 'admI\u0307n']) {
    const right = await login(server.url, name, 'Admin@123456', await captcha());
    expect(description(right)).toBe('user_locked');
  }
});

it('signs a spelling of a name in as its account, whose name stays as stored', async () => {
  const response = await login(server.url, 'ＤＥＭＯ', 'Demo@123456');
  expect(response.status).toBe(200);
  const token = RestTokenSuccess.parse(response.body).access_token;
  expect((await findSession(server.db, token, server.clock.now()))?.username).toBe('demo');
  // A name that only looks alike is another name: its failures are its own.
  expect(description(await login(server.url, 'dеmo', 'Wrong@123456'))).toBe('invalid_password');
  expect(await showsCaptcha('demo')).toBe(false);
});
