import { desc, eq } from 'drizzle-orm';
import { maskRequestPath } from '../../domain/log-masking.ts';
import { outboxMessages } from '../db/schema.ts';
import type { ServiceContext } from './context.ts';
import { emailKey } from './secrets.ts';

/**
 * The shop's outbox: every email it would send, kept in the database. A mail sender would deliver
 * them; in development and tests they are read through the development outbox, and the server log
 * shows each one with its link's token masked.
 */
export interface OutgoingMessage {
  to: string;
  kind: string;
  subject: string;
  body: string;
  link?: string;
}

export interface OutboxMessageView {
  id: number;
  to: string;
  kind: string;
  subject: string;
  body: string;
  link: string | null;
  created: string;
}

export async function sendMessage(ctx: ServiceContext, message: OutgoingMessage): Promise<void> {
  const [row] = await ctx.db
    .insert(outboxMessages)
    .values({
      recipient: message.to,
      recipientKey: emailKey(message.to),
      kind: message.kind,
      subject: message.subject,
      body: message.body,
      link: message.link ?? null,
      createdAt: ctx.clock.now(),
    })
    .returning({ id: outboxMessages.id });
  // The recipient sits under a field named like "email", which the logger masks.
  ctx.logger.info('outbox message', {
    messageId: row?.id,
    kind: message.kind,
    recipientEmail: message.to,
    link: message.link === undefined ? undefined : maskRequestPath(message.link),
  });
}

/** The messages for one address, newest first. */
export async function listMessages(
  ctx: ServiceContext,
  to: string,
  limit = 50,
): Promise<OutboxMessageView[]> {
  const rows = await ctx.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipientKey, emailKey(to)))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    kind: row.kind,
    subject: row.subject,
    body: row.body,
    link: row.link,
    created: row.createdAt.toISOString(),
  }));
}
