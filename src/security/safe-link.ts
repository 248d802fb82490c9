/**
 * The link allow-list of SPEC section 5: a link from tenant configuration may start only with
 * http://, https://, mailto:, tel:, data:image/, ./, ../, # or /. Also refused, since browsers read them
 * as other hosts or schemes: protocol-relative `//host` and `/\host`, any backslash or control character
 * (browsers drop tabs and newlines, so `java\tscript:` would slip through), and `data:` other than raster images.
 */
const RASTER_DATA = /^data:image\/(png|jpe?g|gif|webp|bmp|avif)[;,]/i;
const ALLOWED_PREFIX = /^(https?:\/\/|mailto:|tel:|\.\/|\.\.\/|#|\/)/i;

export function isSafeLink(value: string): boolean {
  const link = value.trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (!link || /[\u0000-\u001F\u007F-\u009F\\]/.test(link)) return false;
  if (link.startsWith('//')) return false;
  if (/^data:/i.test(link)) return RASTER_DATA.test(link);
  if (!ALLOWED_PREFIX.test(link)) return false;
  if (/^https?:/i.test(link)) return URL.canParse(link) && new URL(link).hostname !== '';
  return true;
}

/** The link itself when safe, else null: a rejected link is dropped, never rewritten into something else. */
export const safeLinkOrNull = (value: string | null | undefined): string | null =>
  value && isSafeLink(value) ? value.trim() : null;
