import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptSm2 } from '../../server/crypto/sm2-decrypt';
import { sm2Encrypt } from './sm2-encrypt';

/**
 * SM2 against an independent implementation: the openssl CLI (OpenSSL 3). OpenSSL speaks the DER
 * `SM2Ciphertext` of GB/T 35276, SEQUENCE { x INTEGER, y INTEGER, hash OCTET STRING, ciphertext OCTET STRING },
 * so the test re-wraps our raw 04 ‖ C1 ‖ C3 ‖ C2 into it, and unwraps OpenSSL's into raw for the server.
 */
const PASSWORD = 'Demo@123456 密码';

const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: ['ignore', 'pipe', 'pipe'] });

// A missing CLI must fail the run, not skip it: CI has OpenSSL and the proof would silently vanish.
function requireOpenssl() {
  try {
    openssl('version');
  } catch (error) {
    throw new Error(`the SM2 interop test needs the openssl CLI (OpenSSL 3) on PATH: ${String(error)}`);
  }
}

const derLength = (n: number) => (n < 0x80 ? [n] : n < 0x100 ? [0x81, n] : [0x82, n >> 8, n & 0xff]);
const tlv = (tag: number, body: Buffer) =>
  Buffer.concat([Buffer.from([tag, ...derLength(body.length)]), body]);
// DER INTEGER: no leading zero bytes, and one zero byte where the high bit would make it negative.
const derInteger = (unsigned: Buffer) => {
  let start = 0;
  while (start < unsigned.length - 1 && unsigned[start] === 0) start++;
  const digits = unsigned.subarray(start);
  return tlv(0x02, (digits[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), digits]) : digits);
};

function readTlv(der: Buffer, at: number) {
  const first = der[at + 1] ?? 0;
  const extra = first & 0x80 ? first & 0x7f : 0;
  const length = extra ? der.readUIntBE(at + 2, extra) : first;
  const start = at + 2 + extra;
  return { tag: der[at], body: der.subarray(start, start + length), next: start + length };
}

/** The elements of a DER SEQUENCE, as [tag, body] pairs. */
function derSequence(der: Buffer): [number | undefined, Buffer][] {
  const outer = readTlv(der, 0);
  expect(outer.tag).toBe(0x30);
  const elements: [number | undefined, Buffer][] = [];
  for (let at = 0; at < outer.body.length;) {
    const element = readTlv(outer.body, at);
    elements.push([element.tag, element.body]);
    at = element.next;
  }
  return elements;
}

// An INTEGER coordinate may carry a sign byte or have lost leading zeros: back to 32 bytes.
const coordinate = (integer: Buffer) => integer.subarray(-32).toString('hex').padStart(64, '0');

describe('SM2 interop with OpenSSL', () => {
  let dir = '';
  let keyFile = '';
  let publicPoint = '';
  let privateKey = '';

  beforeAll(() => {
    requireOpenssl();
    dir = mkdtempSync(join(tmpdir(), 'sm2-interop-'));
    keyFile = join(dir, 'key.pem');
    openssl('genpkey', '-algorithm', 'SM2', '-out', keyFile);
    // SubjectPublicKeyInfo ends in the BIT STRING 03 42 00 ‖ 04 ‖ x ‖ y.
    const spki = openssl('pkey', '-in', keyFile, '-pubout', '-outform', 'DER');
    expect(spki.subarray(-68, -65).toString('hex')).toBe('034200');
    publicPoint = spki.subarray(-65).toString('hex');
    const text = openssl('pkey', '-in', keyFile, '-text', '-noout').toString();
    const priv = /priv:\s*([0-9a-f:\s]+?)\s*pub:/.exec(text)?.[1]?.replace(/[:\s]/g, '') ?? '';
    privateKey = priv.padStart(64, '0').slice(-64);
  });

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('OpenSSL decrypts what the browser encrypts, once wrapped as SM2Ciphertext', async () => {
    const raw = Buffer.from(await sm2Encrypt(PASSWORD, { publicKey: publicPoint }), 'hex');
    expect(raw[0]).toBe(0x04);
    const [x, y, c3, c2] = [
      raw.subarray(1, 33),
      raw.subarray(33, 65),
      raw.subarray(65, 97),
      raw.subarray(97),
    ];
    const der = tlv(0x30, Buffer.concat([derInteger(x), derInteger(y), tlv(0x04, c3), tlv(0x04, c2)]));
    const cipherFile = join(dir, 'browser.der');
    writeFileSync(cipherFile, der);
    expect(openssl('pkeyutl', '-decrypt', '-inkey', keyFile, '-in', cipherFile).toString('utf8')).toBe(
      PASSWORD,
    );
  });

  it('the server decrypts what OpenSSL encrypts, once unwrapped to 04 ‖ C1 ‖ C3 ‖ C2', () => {
    const plainFile = join(dir, 'plain.txt');
    writeFileSync(plainFile, PASSWORD, 'utf8');
    const der = openssl('pkeyutl', '-encrypt', '-inkey', keyFile, '-in', plainFile);
    const parts = derSequence(der);
    expect(parts.map(([tag]) => tag)).toEqual([0x02, 0x02, 0x04, 0x04]);
    // x, y (INTEGERs) back to 32 bytes each, then the hash C3 and C2 as they are.
    const raw = `04${parts.map(([tag, body]) => (tag === 0x02 ? coordinate(body) : body.toString('hex'))).join('')}`;
    expect(decryptSm2(raw, privateKey)).toBe(PASSWORD);
  });
});
