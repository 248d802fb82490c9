import { latestOutbox, outboxFor } from '../../messaging/outbox.repo';
import type { Routes } from '../../http/mount';
import { fail } from '../../http/respond';
import { OUTBOX_PAGE_HEADERS, outboxPage } from './outbox-page';

/**
 * GET /api/dev/outbox?recipient=…: what this server would have sent to a phone or address, newest first, so a
 * developer or an end-to-end test reads the code a user would receive; GET /dev/outbox shows the same to a
 * person, every recipient's or one's (`?recipient=`). Mounted only where the server keeps an outbox to show
 * (`devOutbox`: never in production).
 */
export const devOutboxRoutes: Routes = (app, deps) => {
  if (!deps.devOutbox) return;
  app.get('/api/dev/outbox', async (c) => {
    const recipient = c.req.query('recipient')?.trim();
    if (!recipient) return fail(c, 'InvalidParameter', 'recipient is required');
    const messages = await outboxFor(deps.db, recipient);
    return c.json({ messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) });
  });
  app.get('/dev/outbox', async (c) => {
    const recipient = c.req.query('recipient')?.trim() || null;
    const messages = await latestOutbox(deps.db, recipient);
    return c.html(outboxPage(messages, recipient), 200, OUTBOX_PAGE_HEADERS);
  });
};
