import { outboxFor } from '../../messaging/outbox.repo';
import type { Routes } from '../../http/mount';
import { fail } from '../../http/respond';

/**
 * GET /api/dev/outbox?recipient=…: what this server would have sent to a phone or address, newest first, so a
 * developer or an end-to-end test reads the code a user would receive. Mounted only outside production.
 */
export const devOutboxRoutes: Routes = (app, deps) => {
  app.get('/api/dev/outbox', async (c) => {
    const recipient = c.req.query('recipient')?.trim();
    if (!recipient) return fail(c, 'InvalidParameter', 'recipient is required');
    const messages = await outboxFor(deps.db, recipient);
    return c.json({ messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) });
  });
};
