import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { customers, loginAttempts } from '../db/schema.ts';
import type { ServiceContext } from './context.ts';

/**
 * Lockouts (docs/api/session.md): the fifth consecutive failed sign-in soft-locks an account until a
 * password reset; a hard lock is a flag only staff or operations set. While locked, every sign-in,
 * right password or wrong, answers the lock, so a locked account cannot be used to test passwords.
 */
export const SOFT_LOCK_AFTER_FAILURES = 5;
/**
 * An email with no account "locks" the same way after five failures within a day, so the lock answer
 * does not tell an account that exists from one that does not.
 */
const UNKNOWN_ACCOUNT_LOOKBACK_MS = 24 * 60 * 60 * 1000;

/** Counts a failed sign-in; answers true when the account is (now) soft-locked. */
export async function recordFailedSignIn(ctx: ServiceContext, customerId: number): Promise<boolean> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(customers)
    .set({
      failedSignIns: sql`${customers.failedSignIns} + 1`,
      softLockedAt: sql`case when ${customers.failedSignIns} + 1 >= ${SOFT_LOCK_AFTER_FAILURES}
        then coalesce(${customers.softLockedAt}, ${now.toISOString()}::timestamptz) else ${customers.softLockedAt} end`,
    })
    .where(eq(customers.id, customerId))
    .returning({ softLockedAt: customers.softLockedAt });
  return row?.softLockedAt != null;
}

/** A successful sign-in: the failure count starts again and lastLogin is now. */
export async function recordSuccessfulSignIn(ctx: ServiceContext, customerId: number): Promise<void> {
  await ctx.db
    .update(customers)
    .set({ failedSignIns: 0, lastLoginAt: ctx.clock.now() })
    .where(eq(customers.id, customerId));
}

/** The lock an email without an account shows: five or more failures for its key within a day. */
export async function isUnknownAccountLocked(ctx: ServiceContext, accountKey: string): Promise<boolean> {
  const since = new Date(ctx.clock.now().getTime() - UNKNOWN_ACCOUNT_LOOKBACK_MS);
  const [row] = await ctx.db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.kind, 'login'),
        eq(loginAttempts.accountKey, accountKey),
        gt(loginAttempts.attemptedAt, since),
        inArray(loginAttempts.outcome, ['invalid', 'soft_locked']),
      ),
    );
  return (row?.n ?? 0) >= SOFT_LOCK_AFTER_FAILURES;
}
