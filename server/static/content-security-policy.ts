import { randomBytes } from 'node:crypto';
import { TRUSTED_TYPES_POLICY } from '../../schemas/content-security';

export { NONCE_PLACEHOLDER } from '../../schemas/content-security';

/** 128 random bits, fresh for every page. */
export const newNonce = (): string => randomBytes(16).toString('base64');

export type CspOptions = {
  nonce: string;
  /** Origins besides this one that the page may call: the API when it lives elsewhere, local agents. */
  connect?: readonly string[];
};

/**
 * The policy of every page of the login app: only this origin's scripts and styles, or an element that
 * carries this response's nonce; no plugins, no <base>, no framing, forms post only here, and HTML reaches
 * the DOM only through the sanitiser's Trusted Types policy.
 */
export function contentSecurityPolicy({ nonce, connect = [] }: CspOptions): string {
  const n = `'nonce-${nonce}'`;
  return [
    `default-src 'self'`,
    `script-src 'self' ${n}`,
    `style-src 'self' ${n}`,
    // Captchas and QR codes arrive as data: URLs; tenant images come through this origin's API.
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    `connect-src ${["'self'", ...connect].join(' ')}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
    `form-action 'self'`,
    `require-trusted-types-for 'script'`,
    `trusted-types ${TRUSTED_TYPES_POLICY}`,
  ].join('; ');
}

/** The origin of an absolute `baseUrl` of the deployment configuration; null when the API is this origin. */
export function apiOrigin(baseUrl: string): string | null {
  if (!/^https?:\/\//i.test(baseUrl)) return null;
  try {
    return new URL(baseUrl).origin;
  } catch {
    return null;
  }
}
