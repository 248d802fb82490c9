import { randomBytes } from 'node:crypto';
import { ALILANG_AGENT_ORIGIN } from '../../schemas/alilang-login.schema';
import { DEVICE_AGENT_POLICY, TRUSTED_TYPES_POLICY } from '../../schemas/content-security';
import { DESKTOP_CLIENT_ORIGIN } from '../../schemas/desktop-client.schema';
import { DEVICE_AGENT_ORIGIN } from '../../schemas/device-agent.schema';
import { USBKEY_AGENT_URL } from '../../schemas/usbkey-agent.schema';

export { NONCE_PLACEHOLDER } from '../../schemas/content-security';

/** 128 random bits, fresh for every page. */
export const newNonce = (): string => randomBytes(16).toString('base64');

export type CspOptions = {
  nonce: string;
  /** Origins besides this one that the page may call: the API when it lives elsewhere, local agents. */
  connect?: readonly string[];
  /** Origins the page may frame: the QR pages of the tenant's embedded third-party logins; none without. */
  frame?: readonly string[];
};

/**
 * The policy of every page of the login app: only this origin's scripts and styles, or an element that
 * carries this response's nonce; no plugins, no <base>, no framing of it, frames only of the providers whose QR
 * pages the login card embeds, forms post only here, and HTML reaches
 * the DOM only through the sanitiser's Trusted Types policy.
 */
export function contentSecurityPolicy({ nonce, connect = [], frame = [] }: CspOptions): string {
  const n = `'nonce-${nonce}'`;
  return [
    `default-src 'self'`,
    // The device-ID agent answers by JSONP (SPEC 7, Other): its script, and only its, comes from the machine.
    `script-src 'self' ${n} ${DEVICE_AGENT_ORIGIN}`,
    `style-src 'self' ${n}`,
    // Captchas and QR codes arrive as data: URLs; tenant images come through this origin's API.
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    // The USB-key agent's WebSocket on this machine (SPEC 7, Other), the Alilang UEM agent's HTTP and the
    // desktop client's local service (its window's minimise and close).
    `connect-src ${["'self'", ...connect, USBKEY_AGENT_URL, ALILANG_AGENT_ORIGIN, DESKTOP_CLIENT_ORIGIN].join(' ')}`,
    `frame-src ${frame.length > 0 ? frame.join(' ') : "'none'"}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
    `form-action 'self'`,
    `require-trusted-types-for 'script'`,
    `trusted-types ${TRUSTED_TYPES_POLICY} ${DEVICE_AGENT_POLICY}`,
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
