import { describe, expect, it } from 'vitest';
import { isEmail, isPhoneNumber, storedPhoneNumber } from './contact.rule';

describe('phone numbers (SPEC 5)', () => {
  it.each([
    '13012345678',
    '15912345678',
    '16612345678',
    '17712345678',
    '18812345678',
    '19912345678',
    '14512345678',
    '14912345678',
  ])('takes the mainland number %s', (number) => expect(isPhoneNumber(number)).toBe(true));
  it.each(['16012345678', '14412345678', '12012345678', '1381234567', '138123456789', '2381234567x'])(
    'refuses %s for region 86',
    (number) => expect(isPhoneNumber(number, '86')).toBe(false),
  );
  it('takes digits for another region, and refuses letters or a bad region', () => {
    expect(isPhoneNumber('91234567', '852')).toBe(true);
    expect(isPhoneNumber('9123-4567', '852')).toBe(false);
    expect(isPhoneNumber('91234567', '+852')).toBe(false);
  });
});

describe('e-mail addresses', () => {
  it.each(['a@example.com', 'first.last+tag@mail.example.cn'])('takes %s', (email) =>
    expect(isEmail(email)).toBe(true),
  );
  it.each(['a@', '@example.com', 'a@example', 'a b@example.com', `${'a'.repeat(250)}@example.com`])(
    'refuses %s',
    (email) => expect(isEmail(email)).toBe(false),
  );
});

describe('numbers as accounts keep them', () => {
  it('keeps a mainland number as its digits and gives any other its region', () => {
    expect(storedPhoneNumber('13912345678')).toBe('13912345678');
    expect(storedPhoneNumber('13912345678', '86')).toBe('13912345678');
    expect(storedPhoneNumber('91234567', '852')).toBe('+85291234567');
    expect(storedPhoneNumber('91234567', '1')).not.toBe(storedPhoneNumber('91234567', '852'));
  });
});
