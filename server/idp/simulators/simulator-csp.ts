import { createHash } from 'node:crypto';
import { PAGE_STYLE } from './authorize-page';

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The scripts of the simulators' framed answers, each reading the page's data block (so the scripts, and their
 * hashes, never change). DTFrameLogin's frame answers its parent by message, to the parent's origin only.
 */
export const FRAME_MESSAGE_SCRIPT =
  "const r=JSON.parse(document.getElementById('result').textContent);parent.postMessage(r.message,r.origin);";
/**
 * WeChat's and WeCom's frames send the top window to the receiver by script once the phone confirmed: with
 * no click in the frame, which the login card's sandbox must allow (allow-top-navigation, as wxLogin.js's).
 */
export const FRAME_TOP_SCRIPT =
  "top.location.href=JSON.parse(document.getElementById('result').textContent).url;";

/**
 * The policy of a simulator's page: its own style and script by hash, nothing else loaded; forms post to the
 * simulator, whose answer may send the browser on to the login servers; framed only by those login servers,
 * and only where the provider's web SDK frames the page (`framed`).
 */
export function simulatorCsp(clientOrigins: readonly string[], framed: boolean): string {
  return [
    `default-src 'none'`,
    `style-src ${sha256(PAGE_STYLE)}`,
    `script-src ${sha256(FRAME_MESSAGE_SCRIPT)} ${sha256(FRAME_TOP_SCRIPT)}`,
    `form-action ${["'self'", ...clientOrigins].join(' ')}`,
    `frame-ancestors ${framed && clientOrigins.length > 0 ? clientOrigins.join(' ') : "'none'"}`,
    `base-uri 'none'`,
  ].join('; ');
}
