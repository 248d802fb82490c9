import type { Db } from '../db/db';
import type { Tenant } from '../tenant/tenant-repo';
import type { SessionUser } from '../auth/session-repo';
import type { CaptchaFactory } from '../auth/captcha-factory';

/** Time as the app sees it: injected so tests can move past a lock without sleeping. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** What every route needs, passed explicitly instead of living in module state. */
export interface Deps {
  db: Db;
  clock: Clock;
  captchaFactory: CaptchaFactory;
}

export interface AppEnv {
  Variables: {
    /** The instance's default tenant, loaded by the API guard. */
    tenant: Tenant;
    /** The signed-in user of a session call, set by the bearer middleware. */
    session: SessionUser;
  };
}
