import { describe, expect, it } from 'vitest';
import { usernameKey } from './username-key.rule';

describe('username key', () => {
  it.each([
    'admin',
    'ADMIN',
    'Admin',
    ' admin ',
    'admİn',
    'ADMİN',
    'ＡＤＭＩＮ',
    'ａｄｍｉｎ',
    'adm\u0130n',
    'admI\u0307n',
  ])('reads %j as admin', (name) => expect(usernameKey(name)).toBe('admin'));
  it.each(['admın', 'admín', 'adm1n', 'straße'])('keeps %j apart from admin', (name) =>
    expect(usernameKey(name)).not.toBe('admin'),
  );
  it('is its own key: a key read again stays the same', () => {
    for (const name of [
      'İSTANBUL',
      'ＳＴＡＦＦ',
      'ﬀ',
      'Straße',
      'ΣΑΣ',
      'ǅ',
      '用户名',
      '\u3000Ａｄｍｉｎ\u3000',
    ])
      expect(usernameKey(usernameKey(name))).toBe(usernameKey(name));
  });
  it('leaves no dot on an i, and changes no other letter', () => {
    expect(usernameKey('İSTANBUL')).toBe('istanbul');
    expect(usernameKey('用户名')).toBe('用户名');
    expect(usernameKey('\u3000Ａｄｍｉｎ\u3000')).toBe('admin');
  });
});
