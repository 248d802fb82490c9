/** The text as an absolute URL, or null. */
export const parsedUrl = (text: string | null | undefined): URL | null =>
  text && URL.canParse(text) ? new URL(text) : null;

/**
 * An absolute http(s) address with a host and no user name or password, or null: the only kind the page
 * follows to another site. `https://good.example@evil.example` reads as good but goes to evil.
 */
export function webAddress(text: string): URL | null {
  const url = parsedUrl(text);
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') return null;
  return url.username || url.password || !url.hostname ? null : url;
}
