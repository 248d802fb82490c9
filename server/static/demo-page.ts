import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/** The demo applications' pages: one card with a title and what the application has to say. */
export const demoPage = (title: string, body: Html) =>
  html`<!doctype html>
    <html lang="zh">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <style>
          body {
            font-family: system-ui, sans-serif;
            margin: 0;
            background: #f1f3f5;
            color: #212529;
          }
          main {
            max-width: 560px;
            margin: 10vh auto;
            background: #fff;
            border-radius: 8px;
            padding: 32px;
            box-shadow: 0 1px 3px #0002;
          }
          dl {
            display: grid;
            grid-template-columns: auto 1fr;
            gap: 8px 16px;
          }
          dt {
            color: #868e96;
          }
          dd {
            margin: 0;
            font-weight: 600;
          }
        </style>
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          ${body}
        </main>
      </body>
    </html>`;

/** Demo pages are per request and load nothing from elsewhere. */
export const DEMO_PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};
