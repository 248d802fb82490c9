import { createHash } from 'node:crypto';
import { PAGE_STYLE } from './authorize-page';

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The one script of the simulators' pages: DTFrameLogin's frame answering its parent, the message and the
 * parent's origin read from the page's data block (so the script, and its hash, never change).
 */
export const FRAME_MESSAGE_SCRIPT =
  "const r=JSON.parse(document.getElementById('result').textContent);parent.postMessage(r.message,r.origin);";

/**
 * The policy of a simulator's page: its own style and script by hash, nothing else loaded; forms post to the
 * simulator, whose answer may send the browser on to the login servers; framed only by those login servers,
 * and only where the provider's web SDK frames the page (`framed`).
 */
export function simulatorCsp(clientOrigins: readonly string[], framed: boolean): string {
  return [
    `default-src 'none'`,
    `style-src ${sha256(PAGE_STYLE)}`,
    `script-src ${sha256(FRAME_MESSAGE_SCRIPT)}`,
    `form-action ${["'self'", ...clientOrigins].join(' ')}`,
    `frame-ancestors ${framed && clientOrigins.length > 0 ? clientOrigins.join(' ') : "'none'"}`,
    `base-uri 'none'`,
  ].join('; ');
}
