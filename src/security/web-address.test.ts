import { describe, expect, it } from 'vitest';
import { parsedUrl, webAddress } from './web-address';

describe('webAddress', () => {
  it('takes an absolute http(s) address with a host', () => {
    expect(webAddress('https://idp.example/login?a=1')?.href).toBe('https://idp.example/login?a=1');
    expect(webAddress('http://127.0.0.1:8090/')?.host).toBe('127.0.0.1:8090');
  });

  it.each([
    'https://good.example@evil.example/',
    'https://user:pass@idp.example/',
    'javascript:alert(1)',
    'data:text/html,x',
    'ftp://idp.example/',
    '/relative',
    '//idp.example/',
    'not a url',
    '',
  ])('refuses %j', (text) => {
    expect(webAddress(text)).toBeNull();
  });
});

describe('parsedUrl', () => {
  it('parses absolute URLs and answers null for anything else', () => {
    expect(parsedUrl('https://a.example/x')?.pathname).toBe('/x');
    expect(parsedUrl('x')).toBeNull();
    expect(parsedUrl(null)).toBeNull();
    expect(parsedUrl(undefined)).toBeNull();
  });
});
