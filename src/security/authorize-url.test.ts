import { describe, expect, it } from 'vitest';
import { authorizeUrlReturnsHere } from './authorize-url';

const PAGE = 'https://login.example';
const at = (redirect: string, base = 'https://idp.example/authorize') =>
  `${base}?${new URLSearchParams({ client_id: 'c', redirect_uri: redirect, state: 's' })}`;

describe('authorizeUrlReturnsHere', () => {
  it('follows a provider address whose redirect_uri is one of this page’s receivers', () => {
    expect(authorizeUrlReturnsHere(at(`${PAGE}/frontend/login/aadCallback`), PAGE)).toBe(true);
    // WeChat's address ends with a fragment of its own; the redirect_uri is what counts.
    expect(
      authorizeUrlReturnsHere(`${at(`${PAGE}/frontend/login/wechatCallback`)}#wechat_redirect`, PAGE),
    ).toBe(true);
  });

  it.each([
    ['another origin', at('https://evil.example/frontend/login/aadCallback')],
    ['another path on this origin', at(`${PAGE}/frontend/login/other`)],
    ['a fragment route as redirect_uri', at(`${PAGE}/frontend/login/aadCallback#/x`)],
    ['no redirect_uri', 'https://idp.example/authorize?client_id=c'],
    ['a javascript: address', `javascript:alert(1)//?redirect_uri=${PAGE}/frontend/login/aadCallback`],
    ['credentials in the address', at(`${PAGE}/frontend/login/aadCallback`, 'https://u:p@idp.example/a')],
    ['no address at all', 'not a url'],
  ])('refuses %s', (_name, url) => {
    expect(authorizeUrlReturnsHere(url, PAGE)).toBe(false);
  });
});

describe('the in-app receivers', () => {
  it('follow WeCom’s in-app authorisation back to its own route', () => {
    expect(authorizeUrlReturnsHere(at(`${PAGE}/frontend/login/wechatenterpriseMicroCallback`), PAGE)).toBe(
      true,
    );
  });
});
