import { createHash, createHmac } from 'node:crypto';

/**
 * OCRA, the OATH challenge-response algorithm (RFC 6287): what an offline device answers to a challenge it is
 * shown. A suite such as `OCRA-1:HOTP-SHA256-8:QN08-T1M` names the HMAC hash, the digits of the answer and the
 * inputs besides the challenge: a counter (C), a PIN hash (PSHA1/256/512), session data (Snnn) and a time step
 * (T with S, M or H).
 */
export type OcraSuite = {
  text: string;
  hash: 'sha1' | 'sha256' | 'sha512';
  digits: number;
  counter: boolean;
  question: { format: 'A' | 'N' | 'H'; length: number };
  pin: 'sha1' | 'sha256' | 'sha512' | null;
  sessionBytes: number | null;
  /** The time step in seconds, when the suite takes the time. */
  timeStep: number | null;
};

export type OcraInput = {
  question: string;
  counter?: bigint | number;
  /** The PIN itself: the suite's hash of it enters the computation. */
  pin?: string;
  /** Session information, as bytes. */
  session?: Uint8Array;
  /** Now, for a suite that takes the time (its step count since the epoch). */
  time?: Date;
};

const SUITE =
  /^OCRA-1:HOTP-SHA(1|256|512)-(\d{1,2}):(?:(C)-)?Q([ANH])(\d{2})(?:-P(SHA1|SHA256|SHA512))?(?:-S(\d{3}))?(?:-T(\d{1,2})([SMH]))?$/;
const TIME_UNIT = { S: 1, M: 60, H: 3600 } as const;
const PIN_HASH = { SHA1: 'sha1', SHA256: 'sha256', SHA512: 'sha512' } as const;

/** Reads an OCRA suite; throws for anything RFC 6287 does not define. */
export function parseOcraSuite(text: string): OcraSuite {
  const m = SUITE.exec(text);
  if (!m) throw new Error(`not an OCRA suite: ${text}`);
  const [, sha, digits, counter, format, length, pin, session, step, unit] = m;
  const answerDigits = Number(digits);
  const questionLength = Number(length);
  if (
    !((answerDigits >= 4 && answerDigits <= 10) || answerDigits === 0) ||
    questionLength < 4 ||
    questionLength > 64
  )
    throw new Error(`not an OCRA suite: ${text}`);
  return {
    text,
    hash: sha === '1' ? 'sha1' : sha === '256' ? 'sha256' : 'sha512',
    digits: answerDigits,
    counter: counter === 'C',
    question: { format: format as 'A' | 'N' | 'H', length: questionLength },
    pin: pin ? PIN_HASH[pin as keyof typeof PIN_HASH] : null,
    sessionBytes: session ? Number(session) : null,
    timeStep: step && unit ? Number(step) * TIME_UNIT[unit as keyof typeof TIME_UNIT] : null,
  };
}

/** The challenge as the 128 bytes of the message: numeric as a number, hex as bytes, else as text. */
function questionBytes(suite: OcraSuite, question: string): Buffer {
  let hex: string;
  if (suite.question.format === 'N') {
    if (!/^\d+$/.test(question)) throw new Error('a numeric challenge has digits only');
    hex = BigInt(question).toString(16);
  } else if (suite.question.format === 'H') {
    if (!/^[0-9a-f]*$/i.test(question)) throw new Error('a hex challenge has hex digits only');
    hex = question;
  } else {
    hex = Buffer.from(question, 'utf8').toString('hex');
  }
  if (hex.length > 256) throw new Error('a challenge is at most 128 bytes');
  // Padded on the right to 128 bytes as hex digits, so an odd count ends in half a byte (the RFC's reference).
  return Buffer.from(hex.padEnd(256, '0'), 'hex');
}

const uint64 = (value: bigint) => {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(value);
  return bytes;
};

/** The answer to `input` under `suite` with the device's `key`. */
export function ocra(suite: OcraSuite, key: Uint8Array, input: OcraInput): string {
  const parts: Buffer[] = [Buffer.from(suite.text, 'ascii'), Buffer.alloc(1)];
  if (suite.counter) {
    if (input.counter === undefined) throw new Error(`${suite.text} takes a counter`);
    parts.push(uint64(BigInt(input.counter)));
  }
  parts.push(questionBytes(suite, input.question));
  if (suite.pin) {
    if (input.pin === undefined) throw new Error(`${suite.text} takes a PIN`);
    parts.push(createHash(suite.pin).update(input.pin, 'utf8').digest());
  }
  if (suite.sessionBytes !== null) {
    const session = Buffer.alloc(suite.sessionBytes);
    const given = Buffer.from(input.session ?? []);
    // Right-aligned, as the reference code pads the session's hex on the left.
    given.copy(session, Math.max(0, suite.sessionBytes - given.length));
    parts.push(session);
  }
  if (suite.timeStep !== null) {
    if (!input.time) throw new Error(`${suite.text} takes the time`);
    parts.push(uint64(BigInt(Math.floor(input.time.getTime() / 1000 / suite.timeStep))));
  }
  const mac = createHmac(suite.hash, key).update(Buffer.concat(parts)).digest();
  if (suite.digits === 0) return mac.toString('hex');
  // HOTP's dynamic truncation (RFC 4226, section 5.3).
  const offset = mac.readUInt8(mac.length - 1) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** suite.digits).padStart(suite.digits, '0');
}
