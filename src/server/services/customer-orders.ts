import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { ShoppingContext as ShoppingContextAnswer } from '../../contract/trolley.ts';
import type { Database } from '../db/client.ts';
import { type CustomerOrderState, customerOrders } from '../db/schema.ts';
import type { ServiceContext } from './context.ts';
import { ANONYMOUS_CUSTOMER_ID, DEFAULT_BRANCH_ID } from './tokens.ts';

/**
 * Customer orders (doc 2 §3 Order, Order status; DESIGN §4 "The customer order"). The trolley is the
 * shopper's current customer order: the one being amended (AMENDING) when there is one, else the PENDING
 * one, made on first use. A signed-in customer's orders are theirs (staff signed on as the customer see the
 * customer's); an anonymous session's trolley belongs to that session alone.
 */

export type CustomerOrderRow = typeof customerOrders.$inferSelect;

/** Whose trolley: a customer, or (customerId null) an anonymous session. */
export interface TrolleyOwner {
  customerId: number | null;
  sessionId: string;
}

/** The states in which the order is a trolley the shopper can change (doc 2 §4 Trolley loading). */
export const TROLLEY_STATES: readonly CustomerOrderState[] = ['PENDING', 'AMENDING'];

export const isTrolleyState = (state: CustomerOrderState) => TROLLEY_STATES.includes(state);

/** The owner of a request from its verified session (customerId -1 is anonymous). */
export function ownerOf(auth: { customerId: number; sessionId: string }): TrolleyOwner {
  return {
    customerId: auth.customerId === ANONYMOUS_CUSTOMER_ID ? null : auth.customerId,
    sessionId: auth.sessionId,
  };
}

export function isOwnedBy(order: CustomerOrderRow, owner: TrolleyOwner): boolean {
  return owner.customerId === null
    ? order.customerId === null && order.sessionId === owner.sessionId
    : order.customerId === owner.customerId;
}

const ownerCondition = (owner: TrolleyOwner) =>
  owner.customerId === null
    ? and(isNull(customerOrders.customerId), eq(customerOrders.sessionId, owner.sessionId))
    : eq(customerOrders.customerId, owner.customerId);

/** The current customer order (AMENDING first, then PENDING), if the owner has one. */
export async function findCurrentOrder(
  db: Database,
  owner: TrolleyOwner,
): Promise<CustomerOrderRow | undefined> {
  const rows = await db
    .select()
    .from(customerOrders)
    .where(and(ownerCondition(owner), inArray(customerOrders.state, [...TROLLEY_STATES])))
    .orderBy(desc(customerOrders.updatedAt));
  return rows.find((row) => row.state === 'AMENDING') ?? rows[0];
}

/**
 * The current customer order, made (PENDING) when there is none. Two requests making one at once end with
 * the same order: the partial unique indexes allow one PENDING order per customer and per anonymous session.
 */
export async function ensureCurrentOrder(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  owner: TrolleyOwner,
  db: Database = ctx.db,
): Promise<CustomerOrderRow> {
  const found = await findCurrentOrder(db, owner);
  if (found) return found;
  const now = ctx.clock.now();
  const [made] = await db
    .insert(customerOrders)
    .values({
      customerId: owner.customerId,
      sessionId: owner.sessionId,
      state: 'PENDING',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (made) return made;
  const raced = await findCurrentOrder(db, owner);
  if (!raced) throw new Error('The customer order could not be made');
  return raced;
}

/**
 * The current customer order locked for a change (`SELECT ... FOR UPDATE`), made when there is none: one
 * query in the usual case, so a trolley change needs no separate look-up before its lock.
 */
export async function lockCurrentOrder(
  ctx: Pick<ServiceContext, 'clock'>,
  owner: TrolleyOwner,
  db: Database,
): Promise<CustomerOrderRow> {
  const lock = () =>
    db
      .select()
      .from(customerOrders)
      .where(and(ownerCondition(owner), inArray(customerOrders.state, [...TROLLEY_STATES])))
      .for('update');
  const pick = (rows: CustomerOrderRow[]) => rows.find((row) => row.state === 'AMENDING') ?? rows[0];
  const found = pick(await lock());
  if (found) return found;
  await ensureCurrentOrder({ db, clock: ctx.clock }, owner, db);
  const made = pick(await lock());
  if (!made) throw new Error('The customer order could not be made');
  return made;
}

/** The order claims of an access token (doc 1 §3 Session): the current order, if there is one. */
export interface OrderClaims {
  customerOrderId: string | null;
  customerOrderState: CustomerOrderState | null;
}

export const orderClaims = (order: CustomerOrderRow | undefined): OrderClaims => ({
  customerOrderId: order ? String(order.id) : null,
  customerOrderState: order?.state ?? null,
});

/**
 * The claims for a token being issued: a signed-in customer always has a trolley (it is made now if need
 * be); an anonymous session gets one on its first trolley call, so its first token carries none.
 */
export async function orderClaimsForToken(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  owner: TrolleyOwner,
): Promise<OrderClaims> {
  return orderClaims(
    owner.customerId === null ? await findCurrentOrder(ctx.db, owner) : await ensureCurrentOrder(ctx, owner),
  );
}

/** The shopping context of doc 2 §7: who is shopping, in which customer order, from which branch. */
export type ShoppingContext = Omit<ShoppingContextAnswer, 'failures'>;

export async function getShoppingContext(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  owner: TrolleyOwner,
): Promise<ShoppingContext> {
  const order = await ensureCurrentOrder(ctx, owner);
  return {
    customerId: owner.customerId ?? ANONYMOUS_CUSTOMER_ID,
    customerOrderId: String(order.id),
    customerOrderState: order.state,
    defaultBranchId: DEFAULT_BRANCH_ID,
  };
}
