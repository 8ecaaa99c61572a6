import { and, eq, gt, isNull } from 'drizzle-orm';
import { validatePassword } from '../../domain/validation.ts';
import { customers, passwordResets } from '../db/schema.ts';
import type { ServiceContext } from './context.ts';
import { sendMessage } from './outbox.ts';
import { hashPassword } from './passwords.ts';
import { emailKey, randomSecret, sha256 } from './secrets.ts';
import { revokeCustomerSessions } from './sessions.ts';

/** A reset link works for one hour, once (docs/api/session.md). */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Writes a reset link to the outbox when the email has an account; says nothing either way (the
 * caller answers 202 whatever happens). The link carries `exp` (epoch ms) for the storefront's check
 * (doc 1 §2.4); the server's own check is the stored expiry.
 */
export async function requestPasswordReset(ctx: ServiceContext, email: string): Promise<void> {
  const [customer] = await ctx.db
    .select()
    .from(customers)
    .where(eq(customers.emailKey, emailKey(email)));
  if (!customer) return;
  const now = ctx.clock.now();
  const token = randomSecret();
  const expiresAt = new Date(now.getTime() + RESET_LINK_LIFETIME_MS);
  await ctx.db
    .insert(passwordResets)
    .values({ tokenHash: sha256(token), customerId: customer.id, createdAt: now, expiresAt });
  const link = `/ecom/reset-password?token=${encodeURIComponent(token)}&exp=${expiresAt.getTime()}`;
  await sendMessage(ctx, {
    to: customer.email,
    kind: 'password-reset',
    subject: 'Reset your password',
    body: `Follow the link to choose a new password. It works once, for one hour: ${link}`,
    link,
  });
}

export type ResetResult =
  | { ok: true }
  | { ok: false; reason: 'expired' }
  | { ok: false; reason: 'validation'; fields: { password: string } };

/**
 * Sets a new password from a reset link: the link is used up (a conditional update, so it works once
 * even when followed twice at the same moment), a soft lock is cleared, every session of the account
 * is revoked and every other open link for it stops working.
 */
export async function completePasswordReset(
  ctx: ServiceContext,
  request: { token: string; password: string },
): Promise<ResetResult> {
  const now = ctx.clock.now();
  const tokenHash = sha256(request.token);
  const live = and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );
  const [pending] = await ctx.db.select({ id: passwordResets.id }).from(passwordResets).where(live);
  if (!pending) return { ok: false, reason: 'expired' };
  const weak = validatePassword(request.password);
  if (weak) return { ok: false, reason: 'validation', fields: { password: weak } };
  const passwordHash = await hashPassword(request.password, ctx.passwordCost);

  const customerId = await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(live)
      .returning({ customerId: passwordResets.customerId });
    if (!used) return undefined;
    await tx
      .update(customers)
      .set({ passwordHash, failedSignIns: 0, softLockedAt: null })
      .where(eq(customers.id, used.customerId));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.customerId, used.customerId), isNull(passwordResets.usedAt)));
    await revokeCustomerSessions(ctx, used.customerId, 'password-reset', tx);
    return used.customerId;
  });
  if (customerId === undefined) return { ok: false, reason: 'expired' };
  ctx.logger.info('password reset', { customerId });
  return { ok: true };
}
