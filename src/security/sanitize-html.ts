import DOMPurify from 'dompurify';
import { isSafeLink } from './safe-link';

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

/** Tenant HTML with only the allowed tags and attributes, and links that pass the allow-list. */
export function sanitizeTenantHtml(html: string): string {
  installLinkHook();
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, ADD_ATTR: ['rel'] });
}
