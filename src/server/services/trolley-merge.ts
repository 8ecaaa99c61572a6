import { and, eq, isNull, sql } from 'drizzle-orm';
import { MAX_TROLLEY_LINES } from '../../domain/trolley-limits.ts';
import { mergeQuantity } from '../../domain/trolley-merge.ts';
import { customerOrders, trolleyItems } from '../db/schema.ts';
import type { ServiceContext } from './context.ts';
import { ensureCurrentOrder } from './customer-orders.ts';
import { trolleyCatalogue } from './trolley-catalogue.ts';
import { loadLines } from './trolley-view.ts';

// The rule itself is the storefront's too (the pending add after sign-in): src/domain/trolley-merge.ts.
export { type MergeOutcome, mergeQuantity, type Quantity } from '../../domain/trolley-merge.ts';

/**
 * The anonymous trolley merged into the customer's at sign-in (doc 1 §4 Startup and login, doc 2 §1): "a
 * pending item is added; when units match the quantities are combined, otherwise the quantity is adjusted by
 * one unit increment in the direction of the pending change."
 */

export interface MergeResult {
  /** The customer order the items went to; null when there was no anonymous trolley. */
  orderId: number | null;
  added: number;
  changed: number;
  /** Lines left out: the customer's line is locked, or their trolley is full. */
  skipped: number;
}

/**
 * Merges the anonymous session's trolley into the customer's current one, in one transaction; the anonymous
 * order is then MERGED (it is merged once, however often this runs). Notes, messages and substitution
 * choices come across with added lines; a customer's line keeps its own, taking the anonymous note only
 * when it has none. A locked line of the customer's is left as it is.
 */
export async function mergeAnonymousTrolley(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  {
    anonymousSessionId,
    customerId,
    sessionId,
  }: { anonymousSessionId: string; customerId: number; sessionId: string },
): Promise<MergeResult> {
  return ctx.db.transaction(async (tx) => {
    const [anonymous] = await tx
      .select()
      .from(customerOrders)
      .where(
        and(
          isNull(customerOrders.customerId),
          eq(customerOrders.sessionId, anonymousSessionId),
          eq(customerOrders.state, 'PENDING'),
        ),
      )
      .for('update');
    const result: MergeResult = { orderId: null, added: 0, changed: 0, skipped: 0 };
    if (!anonymous) return result;
    const target = await ensureCurrentOrder(ctx, { customerId, sessionId }, tx);
    await tx
      .select({ id: customerOrders.id })
      .from(customerOrders)
      .where(eq(customerOrders.id, target.id))
      .for('update');
    result.orderId = target.id;
    const now = ctx.clock.now();
    const catalogue = trolleyCatalogue(ctx.db);
    const pending = await loadLines(tx, anonymous.id, catalogue);
    const own = new Map((await loadLines(tx, target.id, catalogue)).map((line) => [line.product.id, line]));
    let lineCount = own.size;
    for (const { item, product } of pending) {
      const line = own.get(product.id);
      if (line?.item.locked) {
        result.skipped += 1;
        continue;
      }
      const outcome = mergeQuantity(
        line ? { amount: line.item.quantityAmount, uom: line.item.quantityUom } : null,
        { amount: item.quantityAmount, uom: item.quantityUom },
      );
      const note =
        line && line.item.noteToShopper === null && item.noteToShopper !== null
          ? item.noteToShopper
          : undefined;
      if (outcome.action === 'add') {
        if (lineCount >= MAX_TROLLEY_LINES) {
          result.skipped += 1;
          continue;
        }
        await tx.insert(trolleyItems).values({
          customerOrderId: target.id,
          productId: product.id,
          lineNumber: product.lineNumber,
          quantityAmount: outcome.quantity.amount,
          quantityUom: outcome.quantity.uom,
          canSubstitute: item.canSubstitute,
          noteToShopper: item.noteToShopper,
          personalisedMessage: item.personalisedMessage,
          createdAt: now,
          updatedAt: now,
        });
        lineCount += 1;
        result.added += 1;
      } else if (line && outcome.action === 'remove') {
        await tx.delete(trolleyItems).where(eq(trolleyItems.id, line.item.id));
        lineCount -= 1;
        result.changed += 1;
      } else if (line && (outcome.action === 'set' || note !== undefined)) {
        await tx
          .update(trolleyItems)
          .set({
            ...(outcome.action === 'set' && {
              quantityAmount: outcome.quantity.amount,
              quantityUom: outcome.quantity.uom,
            }),
            ...(note !== undefined && { noteToShopper: note }),
            version: sql`${trolleyItems.version} + 1`,
            updatedAt: now,
          })
          .where(eq(trolleyItems.id, line.item.id));
        result.changed += 1;
      }
    }
    await tx
      .update(customerOrders)
      .set({ state: 'MERGED', mergedIntoId: target.id, updatedAt: now })
      .where(eq(customerOrders.id, anonymous.id));
    await tx.update(customerOrders).set({ updatedAt: now }).where(eq(customerOrders.id, target.id));
    return result;
  });
}

/**
 * The sign-in hook (docs/api/session.md POST auth): when the session a sign-in or registration replaces was
 * anonymous, its trolley is merged into the customer's. A failed merge is logged and never fails the sign-in.
 */
export async function mergeTrolleyAtSignIn(
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'logger'>,
  previous: { id: string; customerId: number | null } | undefined,
  session: { id: string; customerId: number | null },
): Promise<void> {
  if (!previous || previous.customerId !== null || session.customerId === null) return;
  try {
    const result = await mergeAnonymousTrolley(ctx, {
      anonymousSessionId: previous.id,
      customerId: session.customerId,
      sessionId: session.id,
    });
    if (result.orderId !== null) ctx.logger.info('anonymous trolley merged', { ...result });
  } catch (error) {
    ctx.logger.error('anonymous trolley merge failed', { customerId: session.customerId, error });
  }
}
