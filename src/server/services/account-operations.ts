import { eq, or } from 'drizzle-orm';
import { customers, slotBookings, staffSignOns } from '../db/schema.ts';
import type { ServiceContext } from './context.ts';
import { revokeCustomerSessions } from './sessions.ts';
import { endCustomerBookings } from './slots-booking.ts';

/**
 * What staff and operations do to an account (docs/api/session.md, Lockouts and closing an account).
 * Each change and the end of the account's sessions are one transaction, so no token or session cookie
 * of the account works once it has committed. The per-request check of the session (sessions.ts,
 * findLiveSession) covers an account changed any other way.
 */
type OperationsContext = Pick<ServiceContext, 'db' | 'clock'>;

/** Sets the hard lock (only staff or operations lift it) and ends every session of the account. */
export async function hardLockCustomer(ctx: OperationsContext, customerId: number): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const locked = await tx
      .update(customers)
      .set({ hardLocked: true })
      .where(eq(customers.id, customerId))
      .returning({ id: customers.id });
    if (locked.length === 0) return false;
    await revokeCustomerSessions(ctx, customerId, 'hard-locked', tx);
    return true;
  });
}

/** Lifts a hard lock; the customer signs in again. */
export async function liftHardLock(ctx: OperationsContext, customerId: number): Promise<boolean> {
  const lifted = await ctx.db
    .update(customers)
    .set({ hardLocked: false })
    .where(eq(customers.id, customerId))
    .returning({ id: customers.id });
  return lifted.length > 0;
}

/**
 * Deletes an account: its sessions end, its slot reservations are cancelled and their places freed, and
 * the account, its addresses and password resets go. Customer orders are records and stay (they have no
 * foreign key to the account); the booking rows keep their slot but no longer point at a deleted address;
 * the staff sign-on records naming the account go with it.
 */
export async function deleteCustomer(ctx: OperationsContext, customerId: number): Promise<boolean> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');
    if (!account) return false;
    await revokeCustomerSessions(ctx, customerId, 'account-deleted', tx);
    await endCustomerBookings(tx, customerId, now);
    await tx.update(slotBookings).set({ addressId: null }).where(eq(slotBookings.customerId, customerId));
    await tx
      .delete(staffSignOns)
      .where(or(eq(staffSignOns.customerId, customerId), eq(staffSignOns.staffId, customerId)));
    await tx.delete(customers).where(eq(customers.id, customerId));
    return true;
  });
}
