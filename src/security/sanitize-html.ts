/// <reference types="trusted-types" />
import DOMPurify from 'dompurify';
import { TRUSTED_TYPES_POLICY } from '../../schemas/content-security';
import { isSafeLink } from './safe-link';
import { withinTenantHtmlLimits } from './tenant-html-limits';

// The fixed tag and attribute allow-list of SPEC section 5 for tenant-authored rich text.
const ALLOWED_TAGS = ['a', 'b', 'strong', 'i', 'em', 'u', 'span', 'br', 'p', 'small'];
const ALLOWED_ATTR = ['href', 'title', 'target'];

let hooked = false;
function installLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href');
    if (href !== null && !isSafeLink(href)) node.removeAttribute('href');
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  });
}

// The page's one Trusted Types policy (CSP `trusted-types idaas-html`). It passes HTML as it is, so it never
// leaves this module: DOMPurify uses it to parse the text it is about to clean and to hand back what it cleaned.
const policy =
  window.trustedTypes?.createPolicy(TRUSTED_TYPES_POLICY, {
    createHTML: (html) => html,
    createScript: () => {
      throw new TypeError('tenant HTML may not carry scripts');
    },
    createScriptURL: () => {
      throw new TypeError('tenant HTML may not load scripts');
    },
  }) ?? null;

/**
 * Tenant HTML with only the allowed tags and attributes, and links that pass the allow-list; markup past the
 * limits (tenant-html-limits.ts) is not sanitised, and shows as nothing.
 */
export function sanitizeTenantHtml(html: string): TrustedHTML | string {
  if (!withinTenantHtmlLimits(html)) return '';
  installLinkHook();
  const config = { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, ADD_ATTR: ['rel'] };
  // Browsers without Trusted Types get the cleaned string.
  return policy
    ? DOMPurify.sanitize(html, { ...config, TRUSTED_TYPES_POLICY: policy, RETURN_TRUSTED_TYPE: true })
    : DOMPurify.sanitize(html, config);
}
