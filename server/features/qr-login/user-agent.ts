import { getParser } from 'bowser';

/** What the phone shows of a browser its User-Agent does not name. A name, so the page shows it as it is. */
export const UNKNOWN_AGENT = 'Unknown';
// QrLoginRequestInfo's limit on each name.
const NAME_MAX = 64;
// Browsers freeze these systems' versions in the User-Agent (Windows 11 says NT 10.0, every macOS since 11
// says 10.15.7): a version shown would be wrong as often as not.
const FROZEN_VERSIONS = new Set(['Windows', 'macOS']);

const named = (name: string | undefined, version: string | undefined) =>
  name ? (version ? `${name} ${version}` : name).slice(0, NAME_MAX) : UNKNOWN_AGENT;

/**
 * The browser (with its major version) and system a User-Agent names, as the phone shows them before Confirm:
 * "Chrome 126", "Windows", "Android 14". A User-Agent is whatever the caller sent: one no parser reads is Unknown.
 */
export function describeUserAgent(userAgent: string): { browser: string; os: string } {
  if (!userAgent.trim()) return { browser: UNKNOWN_AGENT, os: UNKNOWN_AGENT };
  try {
    const parser = getParser(userAgent);
    const browser = parser.getBrowser();
    const os = parser.getOS();
    return {
      browser: named(browser.name, browser.version?.split('.')[0]),
      os: named(os.name, FROZEN_VERSIONS.has(os.name ?? '') ? undefined : os.version),
    };
  } catch {
    return { browser: UNKNOWN_AGENT, os: UNKNOWN_AGENT };
  }
}
