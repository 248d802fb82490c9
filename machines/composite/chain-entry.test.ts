import { describe, expect, it } from 'vitest';
import {
  CHAIN_LOGIN_ADAPTERS,
  COMPOSITE_REFUSALS,
  CompositeEntry,
  CompositeHandover,
  type NextAuth,
} from '../../schemas/composite.schema';
import { ADAPTERS } from '../../schemas/spec-constants';
import { isLoginTypeKey } from '../sign-in/login-types';
import { CHAIN_STEP_KEYS, type KeptChain, fresh, merge, nextOf, verdictOf } from './chain-entry';

const PLUGIN = 'plugin_hr_demo';
const USER = { username: 'chain', displayName: '链' };
const next = (authType: string, type: NextAuth['type'] = 'login'): NextAuth => ({
  type,
  authType,
  step: 2,
  steps: 3,
});
const ENTRY: KeptChain = {
  type: 'login',
  code: 'code-1',
  enterpriseAuthId: ADAPTERS.password,
  userInfo: USER,
  nextAuth: next(ADAPTERS.mobilePhoneToken),
};

describe('the chain’s steps on /compositeLogin', () => {
  it('are the schema’s chain logins this page has a form for, each a login type', () => {
    expect([...CHAIN_STEP_KEYS]).toEqual(CHAIN_LOGIN_ADAPTERS);
    expect(CHAIN_STEP_KEYS.every(isLoginTypeKey)).toBe(true);
  });
});

describe('merge', () => {
  const first = { code: 'code-2', enterpriseAuthId: ADAPTERS.ldap, first: true as const };

  it('starts a new entry from the first step, replacing any older chain', () => {
    const step = { auth: true, done: false, userInfo: USER, nextAuth: next(ADAPTERS.password) };
    const started = {
      ...ENTRY,
      code: 'code-2',
      enterpriseAuthId: ADAPTERS.ldap,
      nextAuth: next(ADAPTERS.password),
    };
    expect(merge(null, { ...first, step })).toEqual(started);
    expect(merge(ENTRY, { ...first, step })).toEqual(started);
  });

  it('starts none from a first step without its code or adapter, or that the chain refused', () => {
    const step = { auth: true, done: false, userInfo: USER, nextAuth: next(ADAPTERS.password) };
    expect(merge(null, { first: true, code: 'code-2', step })).toBeNull();
    expect(merge(null, { first: true, enterpriseAuthId: ADAPTERS.ldap, step })).toBeNull();
    expect(merge(null, { ...first, step: { auth: false, done: false } })).toBeNull();
  });

  it('moves the stored chain to the next step, with or without the code (a plugin’s return has none)', () => {
    const step = { auth: true, done: false, userInfo: null, nextAuth: next(PLUGIN) };
    expect(merge(ENTRY, { code: 'code-1', step })).toEqual({ ...ENTRY, nextAuth: next(PLUGIN) });
    expect(merge(ENTRY, { step })).toEqual({ ...ENTRY, nextAuth: next(PLUGIN) });
  });

  it('takes nothing that is not the stored chain’s: another code, or no chain stored', () => {
    const step = { auth: true, done: false, nextAuth: next(PLUGIN) };
    expect(merge(ENTRY, { code: 'code-9', step })).toBeNull();
    expect(merge(null, { step })).toBeNull();
  });

  it('leaves the entry as it was after a refused step (the server’s cursor did not move)', () => {
    expect(
      merge(ENTRY, { step: { auth: false, done: false, message: COMPOSITE_REFUSALS.otherUser } }),
    ).toEqual(ENTRY);
  });

  it('ends the login segment: a factor step to follow makes it the twoFactor entry, else none waits', () => {
    const factors = { auth: true, done: true, nextAuth: next('otp', 'twoFactor') };
    expect(merge(ENTRY, { step: factors })).toEqual({
      ...ENTRY,
      type: 'twoFactor',
      nextAuth: next('otp', 'twoFactor'),
    });
    expect(merge(ENTRY, { step: { auth: true, done: true } })).toEqual({ ...ENTRY, nextAuth: null });
  });

  it('holds no life of its own: the stored expiry is dropped', () => {
    const stored = { ...ENTRY, expiresAt: 5 };
    expect(merge(stored, { step: { auth: false, done: false } })).toEqual(ENTRY);
  });
});

describe('fresh', () => {
  it('is an entry whose expiry is still to come', () => {
    expect(fresh({ ...ENTRY, expiresAt: 1001 }, 1000)).toBe(true);
    expect(fresh({ ...ENTRY, expiresAt: 1000 }, 1000)).toBe(false);
  });
});

describe('nextOf', () => {
  const at = (nextAuth: NextAuth | null, type: KeptChain['type'] = 'login') =>
    nextOf({ ...ENTRY, type, nextAuth }, [PLUGIN]);

  it('names the form of a login step this page has', () => {
    for (const key of CHAIN_STEP_KEYS) expect(at(next(key))).toEqual({ kind: 'login', key });
  });

  it('names a plugin source this device shows', () => {
    expect(at(next(PLUGIN))).toEqual({ kind: 'plugin', pluginId: PLUGIN });
  });

  it('knows no other step: a login type that is no step, another source, a factor step, or none', () => {
    for (const nextAuth of [
      next(ADAPTERS.scanCode),
      next('plugin_other'),
      next('system_fingerprint_adapter'),
      next('otp', 'twoFactor'),
      null,
    ])
      expect(at(nextAuth)).toEqual({ kind: 'unknown' });
    expect(at(next(ADAPTERS.password), 'twoFactor')).toEqual({ kind: 'unknown' });
  });
});

describe('verdictOf', () => {
  it('shows the same step again after the refusal of a right credential (SPEC 8, C4)', () => {
    expect(verdictOf({ auth: false, done: false })).toBe('refused');
    expect(verdictOf({ auth: false, done: false, message: COMPOSITE_REFUSALS.authFailed })).toBe('refused');
    expect(verdictOf({ auth: false, done: false, message: COMPOSITE_REFUSALS.otherUser })).toBe('refused');
    // The account's own refusal (a plugin person's account locked or pending): the chain still waits.
    expect(verdictOf({ auth: false, done: false, message: 'plugin.accountPending' })).toBe('refused');
  });

  it('ends a chain the server ended', () => {
    for (const message of [COMPOSITE_REFUSALS.chainInvalid, COMPOSITE_REFUSALS.stepRefused, 'composite.new'])
      expect(verdictOf({ auth: false, done: false, message })).toBe('broken');
  });

  it('closes the segment, or goes on', () => {
    expect(verdictOf({ auth: true, done: true })).toBe('done');
    expect(verdictOf({ auth: true, done: false })).toBe('next');
  });
});

describe('the schemas', () => {
  it('read a stored entry, and refuse one whose type is neither segment (SPEC 4 "otherwise reload")', () => {
    const stored = { ...ENTRY, expiresAt: 1_800_000_000_000 };
    expect(CompositeEntry.parse(stored)).toEqual(stored);
    expect(CompositeEntry.safeParse({ ...stored, type: 'other' }).success).toBe(false);
    expect(CompositeEntry.safeParse({ ...stored, code: '' }).success).toBe(false);
  });

  it('read a hand-over with no code (a plugin’s return), and only `true` as first', () => {
    const step = { auth: true, done: false };
    expect(CompositeHandover.parse({ step })).toEqual({ step });
    expect(CompositeHandover.safeParse({ first: false, step }).success).toBe(false);
  });
});
