import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QR_CONFIRM_PATH } from '../../schemas/qr-login.schema';
import { SESSION_KEYS } from '../../schemas/spec-constants';
import { stubSessionStorage } from '../testing/session-storage';
import { qrConfirmReturn } from './qr-confirm-return';

const ORIGIN = 'https://login.example';
const CODE = 'A'.repeat(43);
const NOW = Date.UTC(2026, 0, 5, 9, 0, 0);
const keep = (path: string, at = NOW - 60_000) =>
  stored.set(SESSION_KEYS.qrConfirmReturn, JSON.stringify({ path, at }));
let stored: Map<string, string>;

describe('qrConfirmReturn: the phone back at its QR confirm page once signed in', () => {
  beforeEach(() => {
    stored = stubSessionStorage();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('returns to the confirm page the phone left, once', () => {
    keep(`${QR_CONFIRM_PATH}?_enterprise_id=demo&code=${CODE}`);
    expect(qrConfirmReturn.take(NOW, ORIGIN)).toBe(
      `${ORIGIN}${QR_CONFIRM_PATH}?_enterprise_id=demo&code=${CODE}`,
    );
    expect(qrConfirmReturn.take(NOW, ORIGIN)).toBeNull();
  });

  it('keeps nothing else of the address it returns to', () => {
    keep(`${QR_CONFIRM_PATH}?code=${CODE}&next=https://evil.example#x`);
    expect(qrConfirmReturn.take(NOW, ORIGIN)).toBe(`${ORIGIN}${QR_CONFIRM_PATH}?code=${CODE}`);
  });

  it.each([
    ['another origin', `https://evil.example${QR_CONFIRM_PATH}?code=${CODE}`],
    ['another page', `/frontend/enduser/?code=${CODE}`],
    ['a malformed code', `${QR_CONFIRM_PATH}?code=short`],
    ['no code', QR_CONFIRM_PATH],
  ])('returns nowhere for %s, and forgets it', (_case, path) => {
    keep(path);
    expect(qrConfirmReturn.take(NOW, ORIGIN)).toBeNull();
    expect(stored.has(SESSION_KEYS.qrConfirmReturn)).toBe(false);
  });

  it('returns nowhere after 10 minutes, for a time to come, or for what does not parse', () => {
    keep(`${QR_CONFIRM_PATH}?code=${CODE}`, NOW - 10 * 60_000 - 1);
    expect(qrConfirmReturn.take(NOW, ORIGIN)).toBeNull();
    keep(`${QR_CONFIRM_PATH}?code=${CODE}`, NOW + 1);
    expect(qrConfirmReturn.take(NOW, ORIGIN)).toBeNull();
    stored.set(SESSION_KEYS.qrConfirmReturn, 'not json');
    expect(qrConfirmReturn.take(NOW, ORIGIN)).toBeNull();
    expect(qrConfirmReturn.take(NOW, ORIGIN)).toBeNull();
  });
});
