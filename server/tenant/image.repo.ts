import * as z from 'zod/mini';
import type { Queryable } from '../db/db';

const Image = z.object({ contentType: z.string(), body: z.instanceof(Uint8Array) });
export type Image = z.output<typeof Image>;

/** A tenant image (logo, banner, icon) by its name. */
export async function findImage(db: Queryable, name: string): Promise<Image | null> {
  return db.row(Image, 'select content_type as "contentType", body from image where name = $1', [name]);
}
