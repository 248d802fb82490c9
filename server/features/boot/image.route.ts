import type { Routes } from '../../http/mount';
import { findImage } from '../../tenant/image.repo';

// SVG can carry script: served as an image with a policy that forbids script and any fetch.
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** GET /api/public/image/{name}: tenant images (logo, banner, icon) stored in the database; not a bff call. */
export const imageRoutes: Routes = (app, { db }) => {
  app.get('/api/public/image/:name', async (c) => {
    const image = await findImage(db, c.req.param('name'));
    if (!image) return c.body(null, 404);
    const headers: Record<string, string> = {
      'Content-Type': image.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=300',
    };
    if (image.contentType === 'image/svg+xml') headers['Content-Security-Policy'] = SVG_CSP;
    return c.body(new Uint8Array(image.body), 200, headers);
  });
};
