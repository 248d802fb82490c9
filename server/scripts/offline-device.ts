import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ocra, parseOcraSuite } from '../crypto/ocra';
import { ocraKeyBytes, OFFLINE_DEVICE_SUITE, parseOcraQr } from '../crypto/ocra-qr';
import { DEMO_OCRA_KEY } from '../seed/demo-users';

// An offline device on the command line: it answers the second factor's challenge (OCRA, RFC 6287) with the
// demo users' key, or another. Usage:
//   npm run device:offline -- <8 digits | the QR code's ocra:// text> [--key BASE32 | --key-file FILE] [--save FILE]
// A QR text of a device being bound carries its key (`secret=`): that key answers, and `--save` keeps it for
// the next challenges (`--key-file`). A key is better given in the environment (`OCRA_KEY`) or a file than as
// `--key`, which other users of the machine can read in the process list.
const USAGE =
  'usage: npm run device:offline -- <challenge digits | ocra:// QR text> [--key BASE32 | --key-file FILE] [--save FILE]';

/** The device's answer to `input` (digits, or the QR's text) and the base32 key it answered with. */
export function answerChallenge(input: string, key: string = DEMO_OCRA_KEY): { answer: string; key: string } {
  const text = input.trim();
  const qr = text.startsWith('ocra:') ? parseOcraQr(text) : null;
  const suite = parseOcraSuite(qr?.suite ?? OFFLINE_DEVICE_SUITE);
  const question = qr?.question ?? text;
  if (!qr && !new RegExp(`^\\d{${suite.question.length}}$`).test(question)) {
    throw new Error(`the challenge is ${suite.question.length} digits, or the QR code's ocra:// text`);
  }
  const used = qr?.secret ?? key;
  return { answer: ocra(suite, ocraKeyBytes(used), { question }), key: used };
}

function main(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { key: { type: 'string' }, 'key-file': { type: 'string' }, save: { type: 'string' } },
  });
  const [input, ...extra] = positionals;
  if (!input || extra.length > 0) throw new Error(USAGE);
  const sources = [values.key, values['key-file'], process.env.OCRA_KEY].filter(Boolean);
  if (sources.length > 1) throw new Error('give one of --key, --key-file and OCRA_KEY');
  const fromFile = values['key-file'] ? readFileSync(values['key-file'], 'utf8').trim() : undefined;
  const { answer, key } = answerChallenge(
    input,
    values.key ?? fromFile ?? (process.env.OCRA_KEY || undefined),
  );
  if (values.save) {
    writeFileSync(values.save, `${key}\n`, { mode: 0o600 });
    // `mode` applies to a new file only: an existing one is narrowed too.
    chmodSync(values.save, 0o600);
  }
  console.log(answer);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(`device:offline: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  }
}
