import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/app-env';

// SVG can carry script: served as an image with a policy that forbids script and any fetch.
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** GET /api/public/image/{name}: tenant images (logo, banner, icon) stored in the database. */
export function imageRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/:name', async (c) => {
    const result = await db.query<{ contentType: string; body: Uint8Array }>(
      'select content_type as "contentType", body from image where name = $1',
      [c.req.param('name')],
    );
    const image = result.rows[0];
    if (!image) return c.body(null, 404);
    const headers: Record<string, string> = {
      'Content-Type': image.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=300',
    };
    if (image.contentType === 'image/svg+xml') headers['Content-Security-Policy'] = SVG_CSP;
    return c.body(new Uint8Array(image.body), 200, headers);
  });
  return app;
}
