/**
 * This page's Content-Security-Policy nonce, which the server writes into a meta tag of each response (Vite's
 * `html.cspNonce`); style elements created at run time carry it. Empty where no server set one.
 */
export function cspNonce(): string {
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
}
