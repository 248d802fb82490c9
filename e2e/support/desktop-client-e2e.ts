import { createServer } from 'node:http';
import { DESKTOP_CLIENT_ORIGIN, DesktopWindowRequest } from '../../schemas/desktop-client.schema';

/**
 * The e2e run's stand-in for the desktop client's local service (a web server of playwright.config.ts), on the
 * page's fixed origin. It answers the page as a client would (CORS for the login's origin, 204 once it has
 * acted) and keeps what each test's page asked, by the test's user-agent token (e2e/desktop-client.spec.ts):
 * `GET /_e2e/requests?token=` lists them; `POST /_e2e/refuse?token=` makes it refuse that test's requests.
 */
const WINDOW_PATH = '/window';
const TOKEN = /idaas-e2e\/(\S+)/;
const origins = new Set((process.env.AGENT_ORIGINS ?? '').split(',').filter(Boolean));
const requests = new Map<string, DesktopWindowRequest[]>();
const refused = new Set<string>();

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', DESKTOP_CLIENT_ORIGIN);
  const origin = req.headers.origin;
  if (origin && origins.has(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
  }
  const token = url.searchParams.get('token') ?? TOKEN.exec(req.headers['user-agent'] ?? '')?.[1] ?? '';
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'POST');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    res.writeHead(204).end();
    return;
  }
  if (req.method === 'GET' && url.pathname === '/_e2e/requests') {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(requests.get(token) ?? []));
    return;
  }
  if (req.method === 'POST' && url.pathname === '/_e2e/refuse') {
    refused.add(token);
    res.writeHead(204).end();
    return;
  }
  if (req.method !== 'POST' || url.pathname !== WINDOW_PATH || !origin || !origins.has(origin)) {
    res.writeHead(404).end();
    return;
  }
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  req.on('end', () => {
    let parsed: ReturnType<typeof DesktopWindowRequest.safeParse>;
    try {
      parsed = DesktopWindowRequest.safeParse(JSON.parse(body));
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (!parsed.success) res.writeHead(400).end();
    else if (refused.has(token)) res.writeHead(500).end();
    else {
      requests.set(token, [...(requests.get(token) ?? []), parsed.data]);
      res.writeHead(204).end();
    }
  });
});

server.listen(Number(new URL(DESKTOP_CLIENT_ORIGIN).port), '127.0.0.1');
const stop = () => server.close();
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
