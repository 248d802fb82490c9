import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubSessionStorage } from '../../testing/session-storage';
import { CHAIN_STEP_SECONDS, type CompositeEntry } from '../../../schemas/composite.schema';
import { SESSION_KEYS } from '../../../schemas/spec-constants';
import { compositeStore } from '../../effects/composite-store';
import { keepChainStep } from './second-factor.flow';

const NOW = Date.UTC(2026, 0, 5, 9, 0, 0);
const user = { username: 'twofactor', displayName: '二次认证 Two Factor' };
/** The entry /compositeLogin kept as it exchanged the code: the chain's first factor step waited for. */
const kept: CompositeEntry = {
  type: 'twoFactor',
  code: 'chain-code-0123456789',
  enterpriseAuthId: 'system_ldap_adapter',
  userInfo: user,
  nextAuth: { type: 'twoFactor', authType: 'otp', step: 2, steps: 3 },
  expiresAt: NOW + 60_000,
};

describe('keepChainStep', () => {
  let stored: Map<string, string>;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    stored = stubSessionStorage();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('keeps the tab’s chain on the step that follows, with another life from now', () => {
    stored.set(SESSION_KEYS.compositeData, JSON.stringify(kept));
    const next = { type: 'twoFactor' as const, authType: 'sms', step: 3, steps: 3 };
    keepChainStep({ userInfo: user, nextAuth: next });
    expect(compositeStore.read().entry).toEqual({
      ...kept,
      nextAuth: next,
      expiresAt: NOW + CHAIN_STEP_SECONDS * 1000,
    });
  });

  it('keeps what the entry knew when the answer names no user or next step', () => {
    stored.set(SESSION_KEYS.compositeData, JSON.stringify(kept));
    keepChainStep({ userInfo: null, nextAuth: null });
    expect(compositeStore.read().entry).toEqual({ ...kept, expiresAt: NOW + CHAIN_STEP_SECONDS * 1000 });
  });

  it('starts no entry where the tab holds none', () => {
    keepChainStep({ userInfo: user, nextAuth: kept.nextAuth });
    expect(stored.size).toBe(0);
  });
});
