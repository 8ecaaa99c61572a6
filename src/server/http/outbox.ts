import { Hono } from 'hono';
import { validateEmail } from '../../domain/validation.ts';
import type { ServiceContext } from '../services/context.ts';
import { listMessages } from '../services/outbox.ts';
import { apiError } from './errors.ts';

/**
 * The development outbox `GET /api/outbox-{env}/v1/messages?email=<address>` (`to` is accepted too):
 * what the shop would have emailed to one address, newest first. Mounted only in development mode
 * (docs/api/session.md). The request log masks both query values.
 */
export function outboxRoutes(ctx: ServiceContext) {
  return new Hono().get('/messages', async (c) => {
    const to = c.req.query('email') ?? c.req.query('to') ?? '';
    if (validateEmail(to)) return apiError(c, 400, 'BAD_REQUEST', 'email must be an email address');
    c.header('Cache-Control', 'no-store');
    return c.json({ messages: await listMessages(ctx, to) });
  });
}
