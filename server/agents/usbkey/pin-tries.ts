import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';

/**
 * Wrong PINs in a row per key serial. A real key locks its PIN itself after a few wrong ones; SoftHSM2 never
 * does, so the reference agent counts them and refuses a locked key without trying its PIN (USBKEY_PIN_TRIES).
 * The count lives in a file, so restarting the agent unlocks nothing; only re-initialising the token (with the
 * SO PIN, which gives it a new serial) starts again from zero, as with a real key.
 */
export interface PinTries {
  wrong(serial: string): number;
  /** Counts one more wrong PIN and answers the count. */
  addWrong(serial: string): number;
  reset(serial: string): void;
}

const PinTriesFile = z.record(z.string(), z.int().check(z.nonnegative()));
export const PIN_TRIES_FILE = 'usbkey-pin-tries.json';

export function pinTries(stateDir: string): PinTries {
  const file = path.join(stateDir, PIN_TRIES_FILE);
  const read = (): Record<string, number> => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return {};
    }
    // A damaged file must not unlock a key: no key signs (an internal error) until someone looks at it.
    const damaged = new Error(`${file} is damaged: remove it only after re-initialising the tokens`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw damaged;
    }
    const parsed = PinTriesFile.safeParse(json);
    if (!parsed.success) throw damaged;
    return parsed.data;
  };
  // Written whole to a temporary file and renamed over the old one, so a crash leaves one or the other.
  const write = (counts: Record<string, number>) => {
    mkdirSync(stateDir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(counts));
    renameSync(temporary, file);
  };
  return {
    wrong: (serial) => read()[serial] ?? 0,
    addWrong(serial) {
      const counts = read();
      counts[serial] = (counts[serial] ?? 0) + 1;
      write(counts);
      return counts[serial];
    },
    reset(serial) {
      const { [serial]: _dropped, ...others } = read();
      write(others);
    },
  };
}
