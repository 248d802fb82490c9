import { createHash } from 'node:crypto';
import { html, raw } from 'hono/html';
import type { OutboxMessage } from '../../messaging/outbox.repo';

const STYLE = `body{font-family:system-ui,sans-serif;margin:24px;color:#212529;background:#f1f3f5}
table{border-collapse:collapse;background:#fff;width:100%}th,td{border:1px solid #dee2e6;padding:6px 10px;
text-align:left;vertical-align:top}td.body{white-space:pre-wrap;font-family:ui-monospace,monospace}
form{margin:0 0 16px}input{font:inherit;padding:4px 8px;min-width:280px}`;

// A plain string, not the html template: the policy's hash covers the style element's text to the byte.
const HEAD = `<meta charset="utf-8"><title>Development outbox</title><style>${STYLE}</style>`;

/**
 * The page's headers: no script at all, only its own style (by hash), forms back to this server; every value
 * on it came from the database and is escaped, so a message cannot become markup.
 */
export const OUTBOX_PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': `default-src 'none'; style-src 'sha256-${createHash('sha256')
    .update(STYLE)
    .digest('base64')}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
};

/** GET /dev/outbox: the newest messages, of one recipient or of all, for a person to read the codes. */
export const outboxPage = (messages: OutboxMessage[], recipient: string | null) =>
  html`<!doctype html>
    <html lang="en">
      <head>
        ${raw(HEAD)}
      </head>
      <body>
        <h1>Development outbox</h1>
        <p>
          Messages this server would have sent (SMS and e-mail), newest first. Never served in production.
        </p>
        <form method="get" action="/dev/outbox">
          <label>Recipient <input name="recipient" value="${recipient ?? ''}" /></label>
          <button type="submit">Filter</button> <a href="/dev/outbox">All recipients</a>
        </form>
        ${
          messages.length === 0
            ? html`<p>No messages${recipient ? html` for ${recipient}` : ''}.</p>`
            : html`<table>
                <thead>
                  <tr>
                    <th>Sent</th>
                    <th>Channel</th>
                    <th>Recipient</th>
                    <th>Subject</th>
                    <th>Message</th>
                  </tr>
                </thead>
                <tbody>
                  ${messages.map(
                    (m) =>
                      html`<tr>
                        <td>${m.createdAt.toISOString()}</td>
                        <td>${m.channel}</td>
                        <td>
                          <a href="/dev/outbox?${new URLSearchParams({ recipient: m.recipient })}"
                            >${m.recipient}</a
                          >
                        </td>
                        <td>${m.subject ?? ''}</td>
                        <td class="body">${m.body}</td>
                      </tr>`,
                  )}
                </tbody>
              </table>`
        }
      </body>
    </html>`;
