import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { loginAttempts } from '../db/schema.ts';
import type { ServiceContext } from './context.ts';
import { sha256 } from './secrets.ts';

/**
 * Throttling of sign-in, registration and reset requests (docs/api/session.md): more than 10 attempts
 * for one account, or more than 50 from one client address, within 15 minutes answer 429 with
 * Retry-After. Attempts are rows of `login_attempts`, so every API process counts the same ones.
 */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_ATTEMPTS_PER_ACCOUNT = 10;
export const MAX_ATTEMPTS_PER_ADDRESS = 50;
/** Attempts are kept two days (the unknown-account lock looks back one). */
const ATTEMPT_RETENTION_MS = 2 * 24 * 60 * 60 * 1000;

export type AttemptKind = 'login' | 'register' | 'reset';
export type AttemptOutcome = 'success' | 'invalid' | 'soft_locked' | 'hard_locked' | 'refused' | 'done';

export type Reservation = { ok: true; attemptId: number } | { ok: false; retryAfterSeconds: number };

/** The key an attempted email is counted under: a hash, so attempted addresses are not kept in clear. */
export function accountKeyFor(normalisedEmail: string): string {
  return sha256(`account:${normalisedEmail}`);
}

/**
 * Counts the attempts in the window and, when under both limits, records this one (outcome pending) in
 * the same transaction under advisory locks on the account and the address, so concurrent requests on
 * several processes cannot slip past a limit together. A refused attempt is not recorded, so Retry-After
 * is exactly when the oldest counted attempt leaves the window.
 */
export async function reserveAttempt(
  ctx: ServiceContext,
  request: { kind: AttemptKind; accountKey?: string; clientAddress: string },
): Promise<Reservation> {
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const result = await ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`throttle:${request.kind}:address:${request.clientAddress}`}))`,
    );
    if (request.accountKey) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`throttle:${request.kind}:account:${request.accountKey}`}))`,
      );
    }
    const retryAfter = (times: Date[], limit: number): number | undefined => {
      if (times.length < limit) return undefined;
      // When the attempt at this index leaves the window, fewer than `limit` remain.
      const freeing = times[times.length - limit] as Date;
      return Math.max(1, Math.ceil((freeing.getTime() + THROTTLE_WINDOW_MS - now.getTime()) / 1000));
    };
    const byAddress = await tx
      .select({ at: loginAttempts.attemptedAt })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.kind, request.kind),
          eq(loginAttempts.clientAddress, request.clientAddress),
          gt(loginAttempts.attemptedAt, since),
        ),
      )
      .orderBy(asc(loginAttempts.attemptedAt));
    const waits: number[] = [];
    const addressWait = retryAfter(
      byAddress.map((row) => row.at),
      MAX_ATTEMPTS_PER_ADDRESS,
    );
    if (addressWait !== undefined) waits.push(addressWait);
    if (request.accountKey) {
      const byAccount = await tx
        .select({ at: loginAttempts.attemptedAt })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.kind, request.kind),
            eq(loginAttempts.accountKey, request.accountKey),
            gt(loginAttempts.attemptedAt, since),
          ),
        )
        .orderBy(asc(loginAttempts.attemptedAt));
      const accountWait = retryAfter(
        byAccount.map((row) => row.at),
        MAX_ATTEMPTS_PER_ACCOUNT,
      );
      if (accountWait !== undefined) waits.push(accountWait);
    }
    if (waits.length > 0) return { ok: false as const, retryAfterSeconds: Math.max(...waits) };
    const [attempt] = await tx
      .insert(loginAttempts)
      .values({
        kind: request.kind,
        accountKey: request.accountKey ?? null,
        clientAddress: request.clientAddress,
        attemptedAt: now,
      })
      .returning({ id: loginAttempts.id });
    if (!attempt) throw new Error('Attempt not recorded');
    return { ok: true as const, attemptId: attempt.id };
  });
  if (result.ok) {
    await ctx.db
      .delete(loginAttempts)
      .where(lt(loginAttempts.attemptedAt, new Date(now.getTime() - ATTEMPT_RETENTION_MS)));
  }
  return result;
}

/** Records how a reserved attempt ended. */
export async function settleAttempt(
  ctx: ServiceContext,
  attemptId: number,
  outcome: AttemptOutcome,
): Promise<void> {
  await ctx.db.update(loginAttempts).set({ outcome }).where(eq(loginAttempts.id, attemptId));
}
