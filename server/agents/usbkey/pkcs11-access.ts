import type { PKCS11 } from 'pkcs11js';
import type { Pkcs11Library } from './pkcs11-library';

/** One piece of token work, given an initialised module. */
export type Pkcs11Job<T> = (p11: PKCS11, lib: Pkcs11Library) => T | Promise<T>;

export interface Pkcs11Access {
  run<T>(job: Pkcs11Job<T>): Promise<T>;
  close(): void;
}

/**
 * The PKCS#11 module, used by one job at a time in the order asked: sessions and logins of two requests must not
 * interleave (a token has one login state per application). The module is initialised afresh for every job, as
 * the moment a key is inserted or taken out: SoftHSM2 reads its token directory at C_Initialize only, so a token
 * made or reset while the agent runs is seen on the next request.
 */
export function pkcs11Access(lib: Pkcs11Library, modulePath: string): Pkcs11Access {
  const p11 = new lib.PKCS11();
  // Loading at start makes a wrong module path an error the agent reports at once, not on the first request.
  p11.load(modulePath);
  let queue: Promise<unknown> = Promise.resolve();
  return {
    run<T>(job: Pkcs11Job<T>): Promise<T> {
      const next = queue.then(async () => {
        p11.C_Initialize();
        try {
          return await job(p11, lib);
        } finally {
          p11.C_Finalize();
        }
      });
      queue = next.catch(() => undefined);
      return next;
    },
    close: () => p11.close(),
  };
}
