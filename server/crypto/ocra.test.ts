import { describe, expect, it } from 'vitest';
import { ocra, parseOcraSuite } from './ocra';

// The keys, PIN and answers of RFC 6287, appendix C.
const KEY20 = Buffer.from('3132333435363738393031323334353637383930', 'hex');
const KEY32 = Buffer.from('3132333435363738393031323334353637383930313233343536373839303132', 'hex');
const KEY64 = Buffer.from(
  '31323334353637383930313233343536373839303132333435363738393031323334353637383930313233343536373839303132333435363738393031323334',
  'hex',
);
const PIN = '1234';
// Minute 20107446 (0x132d0b6) since the epoch: the time step of the appendix's timed suites.
const TIME = new Date(20107446 * 60_000);
const repeated = (i: number) => String(i).repeat(8);

const answers = (suite: string, key: Buffer, inputs: Parameters<typeof ocra>[2][]) =>
  inputs.map((input) => ocra(parseOcraSuite(suite), key, input));

describe('OCRA against the test vectors of RFC 6287', () => {
  it('one-way: OCRA-1:HOTP-SHA1-6:QN08', () => {
    expect(
      answers(
        'OCRA-1:HOTP-SHA1-6:QN08',
        KEY20,
        [...Array(10).keys()].map((i) => ({ question: repeated(i) })),
      ),
    ).toEqual([
      '237653',
      '243178',
      '653583',
      '740991',
      '608993',
      '388898',
      '816933',
      '224598',
      '750600',
      '294470',
    ]);
  });

  it('one-way: OCRA-1:HOTP-SHA256-8:C-QN08-PSHA1', () => {
    const inputs = [...Array(10).keys()].map((counter) => ({ counter, question: '12345678', pin: PIN }));
    expect(answers('OCRA-1:HOTP-SHA256-8:C-QN08-PSHA1', KEY32, inputs)).toEqual([
      '65347737',
      '86775851',
      '78192410',
      '71565254',
      '10104329',
      '65983500',
      '70069104',
      '91771096',
      '75011558',
      '08522129',
    ]);
  });

  it('one-way: OCRA-1:HOTP-SHA256-8:QN08-PSHA1', () => {
    const inputs = [...Array(5).keys()].map((i) => ({ question: repeated(i), pin: PIN }));
    expect(answers('OCRA-1:HOTP-SHA256-8:QN08-PSHA1', KEY32, inputs)).toEqual([
      '83238735',
      '01501458',
      '17957585',
      '86776967',
      '86807031',
    ]);
  });

  it('one-way: OCRA-1:HOTP-SHA512-8:C-QN08', () => {
    const inputs = [...Array(10).keys()].map((i) => ({ counter: i, question: repeated(i) }));
    expect(answers('OCRA-1:HOTP-SHA512-8:C-QN08', KEY64, inputs)).toEqual([
      '07016083',
      '63947962',
      '70123924',
      '25341727',
      '33203315',
      '34205738',
      '44343969',
      '51946085',
      '20403879',
      '31409299',
    ]);
  });

  it('one-way: OCRA-1:HOTP-SHA512-8:QN08-T1M', () => {
    const inputs = [...Array(5).keys()].map((i) => ({ question: repeated(i), time: TIME }));
    expect(answers('OCRA-1:HOTP-SHA512-8:QN08-T1M', KEY64, inputs)).toEqual([
      '95209754',
      '55907591',
      '22048402',
      '24218844',
      '36209546',
    ]);
  });

  it('mutual: OCRA-1:HOTP-SHA256-8:QA08, server and client', () => {
    const server = [...Array(5).keys()].map((i) => ({ question: `CLI2222${i}SRV1111${i}` }));
    const client = [...Array(5).keys()].map((i) => ({ question: `SRV1111${i}CLI2222${i}` }));
    expect(answers('OCRA-1:HOTP-SHA256-8:QA08', KEY32, server)).toEqual([
      '28247970',
      '01984843',
      '65387857',
      '03351211',
      '83412541',
    ]);
    expect(answers('OCRA-1:HOTP-SHA256-8:QA08', KEY32, client)).toEqual([
      '15510767',
      '90175646',
      '33777207',
      '95285278',
      '28934924',
    ]);
  });

  it('mutual: OCRA-1:HOTP-SHA512-8:QA08 (server) and QA08-PSHA1 (client)', () => {
    const server = [...Array(5).keys()].map((i) => ({ question: `CLI2222${i}SRV1111${i}` }));
    const client = [...Array(5).keys()].map((i) => ({ question: `SRV1111${i}CLI2222${i}`, pin: PIN }));
    expect(answers('OCRA-1:HOTP-SHA512-8:QA08', KEY64, server)).toEqual([
      '79496648',
      '76831980',
      '12250499',
      '90856481',
      '12761449',
    ]);
    expect(answers('OCRA-1:HOTP-SHA512-8:QA08-PSHA1', KEY64, client)).toEqual([
      '18806276',
      '70020315',
      '01600026',
      '18951020',
      '32528969',
    ]);
  });

  it('plain signature: OCRA-1:HOTP-SHA256-8:QA08 and OCRA-1:HOTP-SHA512-8:QA10-T1M', () => {
    const plain = [...Array(5).keys()].map((i) => ({ question: `SIG1${i}000` }));
    const timed = [...Array(5).keys()].map((i) => ({ question: `SIG1${i}00000`, time: TIME }));
    expect(answers('OCRA-1:HOTP-SHA256-8:QA08', KEY32, plain)).toEqual([
      '53095496',
      '04110475',
      '31331128',
      '76028668',
      '46554205',
    ]);
    expect(answers('OCRA-1:HOTP-SHA512-8:QA10-T1M', KEY64, timed)).toEqual([
      '77537423',
      '31970405',
      '10235557',
      '95213541',
      '65360607',
    ]);
  });
});

describe('parseOcraSuite', () => {
  it('reads every part of a suite', () => {
    expect(parseOcraSuite('OCRA-1:HOTP-SHA1-6:C-QH32-PSHA256-S064-T30S')).toMatchObject({
      hash: 'sha1',
      digits: 6,
      counter: true,
      question: { format: 'H', length: 32 },
      pin: 'sha256',
      sessionBytes: 64,
      timeStep: 30,
    });
  });

  it.each([
    'OCRA-2:HOTP-SHA1-6:QN08',
    'OCRA-1:HOTP-MD5-6:QN08',
    'OCRA-1:HOTP-SHA1-3:QN08',
    'OCRA-1:HOTP-SHA1-6:QX08',
    'OCRA-1:HOTP-SHA1-6:QN02',
  ])('refuses %s', (text) => expect(() => parseOcraSuite(text)).toThrow(/not an OCRA suite/));

  it('refuses inputs the suite needs but did not get', () => {
    expect(() => ocra(parseOcraSuite('OCRA-1:HOTP-SHA1-6:C-QN08'), KEY20, { question: '1' })).toThrow(
      /counter/,
    );
    expect(() => ocra(parseOcraSuite('OCRA-1:HOTP-SHA1-6:QN08-T1M'), KEY20, { question: '1' })).toThrow(
      /time/,
    );
    expect(() => ocra(parseOcraSuite('OCRA-1:HOTP-SHA1-6:QN08'), KEY20, { question: '12a' })).toThrow(
      /digits/,
    );
  });
});
