import { randomUUID } from 'node:crypto';
import type { LicensePayload } from '../../schemas/license.schema';
import { signedLicenseFile } from './license-file';
import { demoLicensePrivateKey } from './license-key';

const DAY_MS = 86_400_000;

/** The license states the demo issuer makes (`npm run license:issue -- --state STATE`). */
export const DEMO_LICENSE_STATES = [
  'valid',
  'expiring',
  'expired',
  'limited',
  'trial',
  'trial-expiring',
  'trial-expired',
] as const;
export type DemoLicenseState = (typeof DEMO_LICENSE_STATES)[number];

export const isDemoLicenseState = (value: string | undefined): value is DemoLicenseState =>
  (DEMO_LICENSE_STATES as readonly (string | undefined)[]).includes(value);

/** Fewer users than the demo seed makes: a `limited` license is over its quota at once. */
export const LIMITED_MAX_USERS = 3;
/** The seed's license: enough for the demo, its end-to-end copies and every test's users. */
export const DEMO_MAX_USERS = 1000;

// Each state's trial flag, and its dates in days from now: valid ones began yesterday (a clock a little behind
// still finds them begun), an expiring one ends within LICENSE_WARNING_DAYS, an expired one ended yesterday.
const TERMS: Record<DemoLicenseState, { trial: boolean; from: number; to: number; maxUsers: number }> = {
  valid: { trial: false, from: -1, to: 365, maxUsers: DEMO_MAX_USERS },
  expiring: { trial: false, from: -1, to: 10, maxUsers: DEMO_MAX_USERS },
  expired: { trial: false, from: -366, to: -1, maxUsers: DEMO_MAX_USERS },
  limited: { trial: false, from: -1, to: 365, maxUsers: LIMITED_MAX_USERS },
  trial: { trial: true, from: -1, to: 90, maxUsers: DEMO_MAX_USERS },
  'trial-expiring': { trial: true, from: -1, to: 10, maxUsers: DEMO_MAX_USERS },
  'trial-expired': { trial: true, from: -31, to: -1, maxUsers: DEMO_MAX_USERS },
};

/** The terms of a demo license of `state`, dated from `now`. */
export function demoLicensePayload(state: DemoLicenseState, now: Date): LicensePayload {
  const { trial, from, to, maxUsers } = TERMS[state];
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  return {
    licenseId: `demo-${state}-${randomUUID()}`,
    licensee: trial ? 'Demo Inc. (trial)' : 'Demo Inc.',
    trial,
    notBefore: at(from),
    notAfter: at(to),
    maxUsers,
  };
}

/** A demo license file of `state` from `now`, signed with the demo private key. */
export const demoLicenseFile = (state: DemoLicenseState, now: Date): string =>
  signedLicenseFile(demoLicensePayload(state, now), demoLicensePrivateKey());
