import { describe, expect, it } from 'vitest';
import { newOcraKey, ocraKeyBytes, ocraQrText, OFFLINE_DEVICE_SUITE, parseOcraQr } from './ocra-qr';

const challenge = {
  suite: OFFLINE_DEVICE_SUITE,
  question: '00123456',
  user: 'offline',
  issuer: 'Demo Inc. & Co',
  secret: null,
};

describe("the offline device's QR text", () => {
  it('reads back what it wrote, with and without the key of a device being bound', () => {
    expect(ocraQrText(challenge)).toMatch(
      /^ocra:\/\/challenge\?suite=OCRA-1%3AHOTP-SHA256-8%3AQN08&q=00123456&/,
    );
    expect(parseOcraQr(ocraQrText(challenge))).toEqual(challenge);
    const binding = { ...challenge, secret: newOcraKey() };
    expect(parseOcraQr(ocraQrText(binding))).toEqual(binding);
  });

  it('refuses another scheme, an unknown suite, a challenge the suite does not take, a key not base32', () => {
    const text = ocraQrText(challenge);
    for (const bad of [
      'otpauth://totp/x?secret=AAAA',
      'not a url',
      text.replace('QN08', 'QX08'),
      text.replace('q=00123456', 'q=12ab'),
      text.replace('q=00123456', 'q=123456789'),
      `${text}&secret=not-base32`,
      `${text}&secret=AAAA`,
    ]) {
      expect(() => parseOcraQr(bad), bad).toThrow();
    }
  });

  it('makes keys of 32 bytes, the length of a SHA-256 output', () => {
    expect(ocraKeyBytes(newOcraKey())).toHaveLength(32);
    expect(newOcraKey()).not.toBe(newOcraKey());
  });
});
