import type * as Pkcs11js from 'pkcs11js';

/** pkcs11js: the PKCS#11 constants, its error classes and the PKCS11 class that loads a module. */
export type Pkcs11Library = typeof Pkcs11js;

// pkcs11js is an optional dependency: it compiles during `npm ci`, and a machine without a C toolchain still
// installs everything else. Only the USB-key agent needs it, so it is loaded when the agent starts.
export const PKCS11JS_MISSING =
  'pkcs11js is not installed (it compiles during npm ci): install build-essential and python3 ' +
  '(apt-get install build-essential python3), then run npm ci again';

export async function importPkcs11js(): Promise<Pkcs11Library> {
  try {
    return (await import('pkcs11js')).default;
  } catch (error) {
    throw new Error(PKCS11JS_MISSING, { cause: error });
  }
}
