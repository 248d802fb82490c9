import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../../schemas/spec-constants';
import { stubSessionStorage } from '../../testing/session-storage';
import { resetStore } from './reset-store';

const user = {
  resetToken: 'reset-token-0123456789abcdef',
  username: 'resetphone',
  methods: [{ type: 'email' as const, masked: 'r***@demo.example.com' }],
};
const SENT_AT = Date.UTC(2026, 0, 5, 9, 0, 0);
const progress = { user, method: 'email' as const, proved: false };

describe('resetStore: the reset under way in this tab', () => {
  let stored: Map<string, string>;
  beforeEach(() => {
    stored = stubSessionStorage();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads back the step kept, no code sent yet', () => {
    resetStore.keep(progress);
    expect(resetStore.read(SENT_AT)).toEqual({ ...progress, sent: null });
  });

  it('goes on with the countdown of the code sent from the time left, and forgets a code no longer alive', () => {
    resetStore.keep(progress);
    resetStore.keepSent({ resendAfter: 60, validMinutes: 5 }, SENT_AT);
    expect(resetStore.read(SENT_AT + 20_400)?.sent).toEqual({ resendIn: 40, validMinutes: 5 });
    expect(resetStore.read(SENT_AT + 90_000)?.sent).toEqual({ resendIn: 0, validMinutes: 5 });
    expect(resetStore.read(SENT_AT + 5 * 60_000)).toEqual({ ...progress, sent: null });
    // A clock set back reads no code: the step sends one.
    expect(resetStore.read(SENT_AT - 1)?.sent).toBeNull();
  });

  it('a new step forgets the code sent for the last; a code with no reset kept is not kept', () => {
    resetStore.keep(progress);
    resetStore.keepSent({ resendAfter: 60, validMinutes: 5 }, SENT_AT);
    resetStore.keep({ ...progress, proved: true });
    expect(resetStore.read(SENT_AT)?.sent).toBeNull();
    resetStore.keep(null);
    expect(stored.has(SESSION_KEYS.resetProgress)).toBe(false);
    resetStore.keepSent({ resendAfter: 60, validMinutes: 5 }, SENT_AT);
    expect(resetStore.read(SENT_AT)).toBeNull();
  });

  it('reads what does not parse as no reset', () => {
    stored.set(SESSION_KEYS.resetProgress, '{"user":{"resetToken":"short"}}');
    expect(resetStore.read()).toBeNull();
    stored.set(SESSION_KEYS.resetProgress, 'not json');
    expect(resetStore.read()).toBeNull();
  });
});
