import { describe, expect, it } from 'vitest';
import { escapeFilterValue, userFilter } from './directory-filter';

describe('directory filters', () => {
  it('escapes the five characters of RFC 4515 and nothing else', () => {
    expect(escapeFilterValue('a*b(c)d\\e\0f')).toBe('a\\2ab\\28c\\29d\\5ce\\00f');
    expect(escapeFilterValue('林目录.o’neil@x')).toBe('林目录.o’neil@x');
  });

  it('puts the escaped name in every place of the template', () => {
    expect(userFilter('(|(uid={username})(mail={username}))', '*)(uid=*')).toBe(
      '(|(uid=\\2a\\29\\28uid=\\2a)(mail=\\2a\\29\\28uid=\\2a))',
    );
    // `$&` and `$'` are replacement patterns of String.replace: here they are only text.
    expect(userFilter('(uid={username})', "a$&b$'c")).toBe("(uid=a$&b$'c)");
  });
});
