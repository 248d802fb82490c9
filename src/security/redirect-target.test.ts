import { describe, expect, it } from 'vitest';
import { allowedRedirectUrl, isAllowedRedirectTarget } from './redirect-target';

const policy = {
  pageUrl: 'https://login.example.com/frontend/login/#/logout',
  allowedOrigins: [
    'https://portal.example.com',
    'http://legacy.example.com:8080/ignored/path',
    'not a url',
    'javascript:alert(1)',
  ],
};

describe('isAllowedRedirectTarget', () => {
  it.each([
    'https://login.example.com/frontend/login/#/login',
    '/frontend/login/#/login?idpReturn=true&language=zh',
    '/',
    'https://portal.example.com/home?x=1',
    'https://PORTAL.example.com:443/',
    'http://legacy.example.com:8080/sso/logout',
    '  https://portal.example.com/  ',
  ])('allows %s', (target) => expect(isAllowedRedirectTarget(target, policy)).toBe(true));

  it.each([
    'https://evil.example/',
    'http://login.example.com/', // another origin: the scheme differs
    'https://login.example.com:8443/',
    'http://legacy.example.com/', // the port is part of the origin
    'https://portal.example.com.evil.example/',
    'https://portal.example.com@evil.example/',
    'https://user:secret@login.example.com/',
    'https://user@login.example.com/',
    '//evil.example/',
    '/\\evil.example/',
    'https:\\\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://login.example.com/',
    'evil.example',
    'frontend/login/',
    '#/login',
    'https://',
    '',
    '   ',
    '/frontend/\nlogin',
    'java\tscript:alert(1)',
  ])('refuses %j', (target) => expect(isAllowedRedirectTarget(target, policy)).toBe(false));

  it('resolves a root path against the page', () => {
    expect(allowedRedirectUrl('/frontend/login/#/login', policy)?.href).toBe(
      'https://login.example.com/frontend/login/#/login',
    );
  });
});
