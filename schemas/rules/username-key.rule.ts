const DOTTED_I = /i\u0307/g;

/**
 * The key a username names its account by: every spelling with one key is one name. The server finds an
 * account, keeps it unique, and counts and locks its failed sign-ins (SPEC section 8) by this key alone, so no
 * spelling reaches an account without reaching its lock; the name is shown as stored.
 *
 * NFKC (full-width and compatibility forms become their plain letters), then the default Unicode lower case
 * (`toLowerCase`, locale-independent), then NFKC again, spaces around trimmed. The lower case of the dotted
 * capital I (U+0130) is "i" followed by a combining dot above (U+0307); that pair folds to a plain "i", as
 * the Turkic case folding has it, so `admİn` is `admin`. Nothing else is folded: ß stays ß, the dotless ı
 * stays ı, and look-alike letters of other scripts stay apart.
 */
export function usernameKey(username: string): string {
  return username.normalize('NFKC').toLowerCase().replace(DOTTED_I, 'i').normalize('NFKC').trim();
}
