import { describe, expect, it } from 'vitest';
import { isSafeLink, safeLinkOrNull } from './safe-link';

describe('isSafeLink (SPEC section 5 allow-list)', () => {
  it.each([
    'https://example.com/help',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    'mailto:help@example.com',
    'tel:+86-10-1234',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/jpeg;base64,AAAA',
    './help.html',
    '../help.html',
    '#top',
    '/frontend/enduser/',
  ])('allows %s', (link) => expect(isSafeLink(link)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https:\\\\evil.example',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'ftp://example.com',
    'https://',
    'example.com',
    '',
    '\u0000https://example.com',
    'https://exa\u0007mple.com',
  ])('refuses %j', (link) => expect(isSafeLink(link)).toBe(false));

  it('returns the trimmed link or null', () => {
    expect(safeLinkOrNull('  https://example.com ')).toBe('https://example.com');
    expect(safeLinkOrNull('javascript:alert(1)')).toBeNull();
    expect(safeLinkOrNull(null)).toBeNull();
  });
});
