/**
 * What a development start says once the server listens, in one block: the login page, three demo accounts, and
 * each optional part of the demo, on (where it is) or off (why, and how to turn it on). The parts report here
 * as they start, rather than each printing a line of its own among the rest.
 */

/** One optional part of the demo: on, with where it is; off, with why and how to turn it on. */
export type PartNote = { part: string; on: boolean; text: string };

/** Where a part reports how it started. */
export type NotePart = (note: PartNote) => void;

/** The demo accounts the block names: an end user, an administrator, a second factor (docs/demo-tenant.md). */
export const DEMO_ACCOUNTS = ['demo / Demo@123456', 'admin / Admin@123456', 'twofactor / Twofactor@123456'];

export function startupBlock(url: string, accounts: readonly string[], notes: readonly PartNote[]): string {
  const rows: [string, string][] = [
    ['Login page', url],
    ...(accounts.length > 0 ? [['Demo accounts', accounts.join(', ')] as [string, string]] : []),
    ...notes.map((note): [string, string] => [note.part, `${note.on ? 'on' : 'off'}: ${note.text}`]),
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, text]) => `  ${label.padEnd(width)}  ${text}`).join('\n');
}
