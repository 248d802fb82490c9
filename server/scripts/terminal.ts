/**
 * A command's two streams: `out` for its results (stdout, what a script pipes on), `note` for what a person reads
 * (stderr). The admin command writes to the process's; its tests keep each run's apart.
 */
export type Terminal = { out: (line: string) => void; note: (line: string) => void };

export const processTerminal: Terminal = {
  out: (line) => console.log(line),
  note: (line) => console.error(line),
};
