/** Shared by the build, the server's Content-Security-Policy and the client (server/static/content-security-policy.ts). */

/** What Vite writes as the nonce of the page's tags (vite.config.ts); the server swaps in a fresh one per response. */
export const NONCE_PLACEHOLDER = 'IDAAS_CSP_NONCE';

/** The one Trusted Types policy the policy allows: the tenant HTML sanitiser (src/security/sanitize-html.ts). */
export const TRUSTED_TYPES_POLICY = 'idaas-html';
