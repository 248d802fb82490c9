import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, startupBlock } from './startup-block';

describe('startupBlock', () => {
  it('says the page, the demo accounts and each part, on or off, in aligned rows', () => {
    expect(
      startupBlock('http://localhost:8080/frontend/login/#/login', DEMO_ACCOUNTS, [
        { part: 'LDAP directory', on: false, text: 'slapd is not installed (apt-get install slapd)' },
        { part: 'Mail', on: true, text: 'SMTP smtp://mail.example.com' },
      ]),
    ).toBe(
      [
        '  Login page      http://localhost:8080/frontend/login/#/login',
        '  Demo accounts   demo / Demo@123456, admin / Admin@123456, twofactor / Twofactor@123456',
        '  LDAP directory  off: slapd is not installed (apt-get install slapd)',
        '  Mail            on: SMTP smtp://mail.example.com',
      ].join('\n'),
    );
  });

  it('names no account where there is no demo tenant (production)', () => {
    expect(startupBlock('https://login.example.com/frontend/login/#/login', [], [])).toBe(
      '  Login page  https://login.example.com/frontend/login/#/login',
    );
  });
});
