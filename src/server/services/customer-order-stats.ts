import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStats } from '../../contract/account.ts';
import { londonCalendarDate } from '../../domain/dates.ts';
import { daysBetween } from '../../domain/slots.ts';
import { customerOrders } from '../db/schema.ts';
import type { ServiceContext } from './context.ts';

/**
 * A customer's order stats (doc 1 §3 Customer order stats, §7.4), from their orders: whether one has been
 * COMPLETED and how many days ago the last one was (London calendar days, from when it was completed), and whether one needs the
 * shopper's attention for its payment (PAYMENT_FAILED). An order placed but not yet delivered or collected
 * is not completed.
 */
export async function getCustomerOrderStats(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  customerId: number,
): Promise<OrderStats> {
  const rows = await ctx.db
    .select({
      state: customerOrders.state,
      completedAt: customerOrders.completedAt,
      updatedAt: customerOrders.updatedAt,
    })
    .from(customerOrders)
    .where(
      and(
        eq(customerOrders.customerId, customerId),
        inArray(customerOrders.state, ['COMPLETED', 'PAYMENT_FAILED']),
      ),
    )
    .orderBy(desc(sql`coalesce(${customerOrders.completedAt}, ${customerOrders.updatedAt})`));
  const lastCompleted = rows.find((row) => row.state === 'COMPLETED');
  return {
    customerHasACompletedOrder: lastCompleted !== undefined,
    daysSinceLastCompletedOrder: lastCompleted
      ? daysBetween(
          londonCalendarDate(lastCompleted.completedAt ?? lastCompleted.updatedAt),
          londonCalendarDate(ctx.clock.now()),
        )
      : null,
    customerHasAnOrderRequiringPaymentAttention: rows.some((row) => row.state === 'PAYMENT_FAILED'),
  };
}
