/** Letters and digits of any script: what an initial may be (never a space or a full stop). */
const LETTER = /[\p{L}\p{N}]/u;

/**
 * Each tenant's mark on the choice page: the first letter of its name at which it differs from every other
 * name, so tenants of one group (演示企业, 演示分公司; Demo Inc., Demo Branch) do not show the same letter. A
 * name that never differs (the same as another, or its beginning) keeps its first letter.
 */
export function tenantInitials(names: readonly string[]): string[] {
  const chars = names.map((name) => Array.from(name));
  return chars.map((own, index) => {
    const others = chars.filter((_, other) => other !== index);
    const at = own.findIndex(
      (char, i) =>
        LETTER.test(char) && others.every((other) => other[i]?.toLowerCase() !== char.toLowerCase()),
    );
    const initial = own[at] ?? own.find((char) => LETTER.test(char)) ?? own[0] ?? '';
    return initial.toUpperCase();
  });
}
