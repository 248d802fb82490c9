/**
 * The most tenant markup the page sanitises (issue 48): a sanitiser's work grows faster than the markup, and a
 * footer of 100,000 attributes kept the login form from showing for about a minute. A tenant's footer, title or
 * notice is a few lines; past these limits the markup is not shown at all.
 */
export const TENANT_HTML_LIMITS = { characters: 20_000, attributes: 500 } as const;

/** The attributes of one tag: a name after white space, with its value or none. */
const ATTRIBUTES = /\s[^\s=/>"']+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))?/g;

/** Whether the page sanitises and shows this markup. */
export function withinTenantHtmlLimits(html: string): boolean {
  if (html.length > TENANT_HTML_LIMITS.characters) return false;
  let attributes = 0;
  for (const [tag] of html.matchAll(/<[a-zA-Z][^>]*>/g)) {
    attributes += tag.match(ATTRIBUTES)?.length ?? 0;
    if (attributes > TENANT_HTML_LIMITS.attributes) return false;
  }
  return true;
}
