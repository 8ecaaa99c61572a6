import { and, eq, isNull } from 'drizzle-orm';
import { customers, staffSignOns } from '../db/schema.ts';
import { SIGN_ON_AS_CUSTOMER } from './accounts.ts';
import type { ServiceContext } from './context.ts';
import { createSession, revokeSession, rotateSessionSecret, type SessionRow } from './sessions.ts';

/** Who is making the request, from a verified access token and its live session. */
export interface Caller {
  sessionId: string;
  customerId: number;
  principalId: number;
}

export type SignOnResult =
  | { ok: true; session: SessionRow; cookieValue: string }
  | { ok: false; reason: 'forbidden' | 'not_found' };

/**
 * Staff sign on as a customer (doc 1 §6, doc 2 §6): the caller must be signed in as themselves with
 * SIGN_ON_AS_CUSTOMER (read from the database, not only the token); the customer must exist and must
 * not be staff. The new session has principalId = staff and customerId = customer, and the sign-on is
 * recorded (who, which customer, when).
 */
export async function signOnAsCustomer(
  ctx: ServiceContext,
  caller: Caller,
  customerId: number,
): Promise<SignOnResult> {
  if (caller.customerId < 0 || caller.principalId !== caller.customerId)
    return { ok: false, reason: 'forbidden' };
  const [staff] = await ctx.db
    .select({ id: customers.id, permissions: customers.permissions, hardLocked: customers.hardLocked })
    .from(customers)
    .where(eq(customers.id, caller.principalId));
  if (!staff || staff.hardLocked || !staff.permissions.includes(SIGN_ON_AS_CUSTOMER)) {
    return { ok: false, reason: 'forbidden' };
  }
  const [customer] = await ctx.db
    .select({ id: customers.id, permissions: customers.permissions })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) return { ok: false, reason: 'not_found' };
  // Staff may not act as another member of staff (or as themselves).
  if (customer.permissions.length > 0) return { ok: false, reason: 'forbidden' };

  const created = await ctx.db.transaction(async (tx) => {
    const made = await createSession(
      ctx,
      { customerId: customer.id, principalId: staff.id, staffSessionId: caller.sessionId },
      tx,
    );
    await tx.insert(staffSignOns).values({
      staffId: staff.id,
      customerId: customer.id,
      sessionId: made.session.id,
      startedAt: ctx.clock.now(),
    });
    return made;
  });
  ctx.logger.info('staff signed on as customer', { staffId: staff.id, customerId: customer.id });
  return { ok: true, ...created };
}

/** Ends a sign-on: the on-behalf session is revoked and the record closed. */
export async function endSignOn(ctx: ServiceContext, sessionId: string, reason: string): Promise<void> {
  await revokeSession(ctx, sessionId, reason);
  await ctx.db
    .update(staffSignOns)
    .set({ endedAt: ctx.clock.now() })
    .where(and(eq(staffSignOns.sessionId, sessionId), isNull(staffSignOns.endedAt)));
}

export type ReturnResult =
  | { ok: true; session: SessionRow; cookieValue: string }
  | { ok: false; reason: 'forbidden' | 'expired' };

/**
 * Return to admin: ends the on-behalf session and gives the staff member their own session again (with
 * a new cookie secret, as the browser's cookie was replaced at sign-on).
 */
export async function returnToAdmin(ctx: ServiceContext, session: SessionRow): Promise<ReturnResult> {
  if (
    session.customerId === null ||
    session.principalId === null ||
    session.principalId === session.customerId
  ) {
    return { ok: false, reason: 'forbidden' };
  }
  await endSignOn(ctx, session.id, 'return-to-admin');
  if (!session.staffSessionId) return { ok: false, reason: 'expired' };
  const own = await rotateSessionSecret(ctx, session.staffSessionId);
  if (!own || own.session.customerId !== session.principalId) return { ok: false, reason: 'expired' };
  return { ok: true, ...own };
}
