/** Shared by the build, the server's Content-Security-Policy and the client (server/static/content-security-policy.ts). */

/** What Vite writes as the nonce of the page's tags (vite.config.ts); the server swaps in a fresh one per response. */
export const NONCE_PLACEHOLDER = 'IDAAS_CSP_NONCE';

/** The one Trusted Types policy the policy allows: the tenant HTML sanitiser (src/security/sanitize-html.ts). */
export const TRUSTED_TYPES_POLICY = 'idaas-html';

/**
 * The Trusted Types policy that makes the device-ID agent's JSONP script URL (src/effects/device-agent.ts): it
 * passes only that agent's URL.
 */
export const DEVICE_AGENT_POLICY = 'idaas-device-agent';
