/**
 * A message for the user, as machines hold it: a catalogue key the views translate (src/shared), values for
 * its placeholders, a special tip shown before it, or, for a code the catalogue lacks, the server's own text;
 * shown as a toast, or as a dialog when it must be acknowledged.
 */
export type Notice = {
  key: string;
  tip?: string;
  text?: string;
  values?: Record<string, string | number>;
  /** A blocking notice: a dialog the user acknowledges, not a toast (an account locked by risk control). */
  dialog?: true;
  /** News of something done (the password changed), not an error: a toast in the success style, read politely. */
  success?: true;
};

/**
 * The login's notice for a link it cannot follow: a tenant choice with no ticket or a spent one, a source no
 * adapter of the page is (typed by hand, cut short, or used up). The server does not tell an unknown ticket from
 * a spent one, so neither does the page: one wording for all.
 */
export const LINK_INVALID: Notice = { key: 'link.invalid' };
