import { eq } from 'drizzle-orm';
import { customers } from '../db/schema.ts';
import type { ServiceContext } from './context.ts';
import { isUnknownAccountLocked, recordFailedSignIn, recordSuccessfulSignIn } from './lockout.ts';
import { dummyPasswordHash, verifyPassword } from './passwords.ts';
import { emailKey } from './secrets.ts';
import { accountKeyFor, reserveAttempt, settleAttempt } from './throttle.ts';

export type CustomerRow = typeof customers.$inferSelect;

export type SignInResult =
  | { ok: true; customer: CustomerRow }
  | { ok: false; reason: 'invalid' | 'soft_locked' | 'hard_locked' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

/**
 * Checks an email and password (docs/api/session.md, POST auth). An unknown email and a wrong password
 * take the same path: the password is always checked with scrypt (against a dummy hash when there is
 * no account), the attempt is always recorded, and the answer is the same `invalid`.
 */
export async function signIn(
  ctx: ServiceContext,
  request: { email: string; password: string; clientAddress: string },
): Promise<SignInResult> {
  const key = emailKey(request.email);
  const accountKey = accountKeyFor(key);
  const reservation = await reserveAttempt(ctx, {
    kind: 'login',
    accountKey,
    clientAddress: request.clientAddress,
  });
  if (!reservation.ok)
    return { ok: false, reason: 'throttled', retryAfterSeconds: reservation.retryAfterSeconds };
  const { attemptId } = reservation;

  const [customer] = await ctx.db.select().from(customers).where(eq(customers.emailKey, key));
  const hash = customer?.passwordHash ?? (await dummyPasswordHash(ctx.passwordCost));
  const passwordMatches = (await verifyPassword(request.password, hash)) && customer !== undefined;

  if (!customer) {
    await settleAttempt(ctx, attemptId, 'invalid');
    return { ok: false, reason: (await isUnknownAccountLocked(ctx, accountKey)) ? 'soft_locked' : 'invalid' };
  }
  if (customer.hardLocked) {
    await settleAttempt(ctx, attemptId, 'hard_locked');
    return { ok: false, reason: 'hard_locked' };
  }
  if (customer.softLockedAt) {
    await settleAttempt(ctx, attemptId, 'soft_locked');
    return { ok: false, reason: 'soft_locked' };
  }
  if (!passwordMatches) {
    const locked = await recordFailedSignIn(ctx, customer.id);
    await settleAttempt(ctx, attemptId, locked ? 'soft_locked' : 'invalid');
    if (locked) ctx.logger.warn('account soft-locked', { customerId: customer.id });
    return { ok: false, reason: locked ? 'soft_locked' : 'invalid' };
  }
  await recordSuccessfulSignIn(ctx, customer.id);
  await settleAttempt(ctx, attemptId, 'success');
  return { ok: true, customer };
}
