import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { TokenAnswer } from '../../contract/session.ts';
import type { Database } from '../db/client.ts';
import { customers, sessions } from '../db/schema.ts';
import type { ServiceContext } from './context.ts';
import { orderClaimsForToken } from './customer-orders.ts';
import { randomSecret, safeEqual, sha256 } from './secrets.ts';
import { ANONYMOUS_CUSTOMER_ID, DEFAULT_BRANCH_ID, issueAccessToken } from './tokens.ts';

/** A session lives 30 days from its last use (docs/api/session.md). */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export type SessionRow = typeof sessions.$inferSelect;

export interface NewSession {
  /** null for an anonymous session. */
  customerId: number | null;
  /** The staff member when signed on as a customer; else the customer (null when anonymous). */
  principalId: number | null;
  staffSessionId?: string | null;
  previousSessionId?: string | null;
}

/** A new session and the cookie value that refreshes it (`<id>.<secret>`; only the hash is kept). */
export async function createSession(
  ctx: ServiceContext,
  fields: NewSession,
  db: Database = ctx.db,
): Promise<{ session: SessionRow; cookieValue: string }> {
  const now = ctx.clock.now();
  const id = randomUUID();
  const secret = randomSecret();
  const [session] = await db
    .insert(sessions)
    .values({
      id,
      secretHash: sha256(secret),
      customerId: fields.customerId,
      principalId: fields.principalId,
      staffSessionId: fields.staffSessionId ?? null,
      previousSessionId: fields.previousSessionId ?? null,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    })
    .returning();
  if (!session) throw new Error('Session not created');
  return { session, cookieValue: `${id}.${secret}` };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const isLive = (session: SessionRow, now: Date) => session.revokedAt === null && session.expiresAt > now;

/** The live session a `session` cookie refers to, or undefined (unknown, wrong secret, revoked, expired). */
export async function findSessionByCookie(
  ctx: ServiceContext,
  cookieValue: string | undefined,
): Promise<SessionRow | undefined> {
  if (!cookieValue || cookieValue.length > 200) return undefined;
  const dot = cookieValue.indexOf('.');
  const id = cookieValue.slice(0, dot);
  const secret = cookieValue.slice(dot + 1);
  if (dot === -1 || !UUID.test(id) || secret === '') return undefined;
  const [session] = await ctx.db.select().from(sessions).where(eq(sessions.id, id));
  if (!session || !safeEqual(session.secretHash, sha256(secret))) return undefined;
  return isLive(session, ctx.clock.now()) ? session : undefined;
}

/**
 * The live session with this id (access tokens carry it as `sid`), provided its customer, and the staff
 * member acting for them, still exist and are not hard-locked. Every authenticated call reads this, so
 * an account deleted or locked by any means stops working at once, not when its token expires: one
 * statement, by primary keys.
 */
export async function findLiveSession(ctx: ServiceContext, id: string): Promise<SessionRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [session] = await ctx.db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.id, id),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, ctx.clock.now()),
        usableAccount(sessions.customerId),
        usableAccount(sessions.principalId),
      ),
    );
  return session;
}

/** No account (anonymous), or one that exists and is not hard-locked. */
const usableAccount = (column: typeof sessions.customerId | typeof sessions.principalId) =>
  sql`(${column} is null or exists (select 1 from ${customers} where ${customers.id} = ${column} and not ${customers.hardLocked}))`;

/** Marks a use: the 30 days start again. */
export async function touchSession(ctx: ServiceContext, id: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db
    .update(sessions)
    .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** A new secret for a live session (the old cookie stops working); undefined when it is not live. */
export async function rotateSessionSecret(
  ctx: ServiceContext,
  id: string,
  db: Database = ctx.db,
): Promise<{ session: SessionRow; cookieValue: string } | undefined> {
  const now = ctx.clock.now();
  const secret = randomSecret();
  const [session] = await db
    .update(sessions)
    .set({
      secretHash: sha256(secret),
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning();
  return session ? { session, cookieValue: `${id}.${secret}` } : undefined;
}

/** Revokes one session: its cookie and every access token issued for it stop working. */
export async function revokeSession(
  ctx: ServiceContext,
  id: string,
  reason: string,
  db: Database = ctx.db,
): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now(), revokedReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

/**
 * Revokes every live session of a customer, but `exceptId`: their own, those where staff act for them,
 * and, for a staff member, those where they act for a customer.
 */
export async function revokeCustomerSessions(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  customerId: number,
  reason: string,
  db: Database = ctx.db,
  exceptId?: string,
): Promise<void> {
  const conditions = [
    or(eq(sessions.customerId, customerId), eq(sessions.principalId, customerId)),
    isNull(sessions.revokedAt),
  ];
  if (exceptId) conditions.push(ne(sessions.id, exceptId));
  await db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now(), revokedReason: reason })
    .where(and(...conditions));
}

/** The claims of a session, read fresh from the database (permissions may have changed). */
export async function sessionClaims(ctx: ServiceContext, session: SessionRow) {
  if (session.customerId === null) {
    return {
      customerId: ANONYMOUS_CUSTOMER_ID,
      principalId: ANONYMOUS_CUSTOMER_ID,
      permissions: [] as string[],
    };
  }
  const principalId = session.principalId ?? session.customerId;
  let permissions: string[] = [];
  // Permissions belong to the person signed in as themselves; staff acting for a customer have the
  // customer's (none), so an on-behalf session cannot sign on again.
  if (principalId === session.customerId) {
    const [principal] = await ctx.db
      .select({ permissions: customers.permissions })
      .from(customers)
      .where(eq(customers.id, principalId));
    permissions = principal?.permissions ?? [];
  }
  return { customerId: session.customerId, principalId, permissions };
}

/** A fresh access token for a session. */
export async function tokenForSession(ctx: ServiceContext, session: SessionRow): Promise<TokenAnswer> {
  const claims = await sessionClaims(ctx, session);
  return issueAccessToken(ctx.keys, ctx.clock, session.id, {
    ...claims,
    // The current customer order (doc 1 §3): always for a customer, once made for an anonymous session.
    ...(await orderClaimsForToken(ctx, { customerId: session.customerId, sessionId: session.id })),
    defaultBranchId: DEFAULT_BRANCH_ID,
  });
}
