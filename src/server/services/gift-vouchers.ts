import { and, eq } from 'drizzle-orm';
import type { Order } from '../../contract/checkout.ts';
import { londonCalendarDate } from '../../domain/dates.ts';
import {
  digitsOf,
  GIFT_VOUCHER_SERIAL,
  INCENTIVE_FIELD_MESSAGES,
  tenderLimitReached,
} from '../../domain/incentives.ts';
import { giftVouchers, orderGiftVouchers } from '../db/schema.ts';
import { isExpired } from './order-tender.ts';
import {
  type CustomerOwner,
  invalidOrderInput,
  type OrderContext,
  type OrderResult,
  orderViewOf,
  refuse,
  refusing,
} from './orders.ts';
import {
  checkAttempts,
  lockTenderOrder,
  nextAddedAt,
  parseTenderId,
  readStringFields,
  recordAttempt,
  refuseTender,
} from './tender.ts';

/**
 * Gift vouchers on the shopper's current order (docs/api/checkout.md "Money off"; doc 2 §3 Gift voucher, §5 at
 * most 10): POST orders/{id}/gift-vouchers `{ serialNumber }` and DELETE orders/{id}/gift-vouchers/{id}. A
 * voucher is used once, whole, by the order it is placed with (place-order.ts, tender.ts spendTender); a wrong
 * number is counted with the customer's wrong gift card numbers (429 after 10 in an hour). Never logs a serial.
 */

/** Reads `{ serialNumber }`: 400 INVALID_INPUT with fieldErrors unless it has 16 digits. */
export function readGiftVoucher(body: unknown): OrderResult<{ serialNumber: string }> {
  const read = readStringFields(body, ['serialNumber'] as const);
  if (!read.ok) return read;
  const serialNumber = digitsOf(read.value.serialNumber);
  if (!GIFT_VOUCHER_SERIAL.test(serialNumber)) {
    const message = INCENTIVE_FIELD_MESSAGES.giftVoucherSerial;
    return invalidOrderInput(message, [{ field: 'serialNumber', message }]);
  }
  return { ok: true, value: { serialNumber } };
}

/**
 * POST orders/{id}/gift-vouchers: the voucher goes on the order, last in the order added. 404
 * GIFT_VOUCHER_NOT_FOUND (counted); 429 GIFT_CARD_ATTEMPTS_EXCEEDED; 409 GIFT_VOUCHER_ALREADY_ADDED,
 * GIFT_VOUCHER_LIMIT_REACHED, GIFT_VOUCHER_NOT_VALID (redeemed by another order, or past its date).
 */
export async function addGiftVoucher(
  ctx: OrderContext,
  owner: CustomerOwner,
  customerOrderId: string | undefined,
  input: { serialNumber: string },
): Promise<OrderResult<Order>> {
  const now = ctx.clock.now();
  const outcome = await refusing(() =>
    ctx.db.transaction(async (tx): Promise<OrderResult<Order>> => {
      const order = await lockTenderOrder(tx, owner, customerOrderId, now);
      await checkAttempts(tx, owner.customerId, now);
      const [voucher] = await tx
        .select()
        .from(giftVouchers)
        .where(eq(giftVouchers.serialNumber, input.serialNumber));
      if (!voucher) {
        // Committed with the answer: the wrong guess counts.
        await recordAttempt(tx, owner.customerId, now);
        ctx.logger.info('gift voucher not found', { customerOrderId: order.id });
        return refuseTender(404, 'GIFT_VOUCHER_NOT_FOUND');
      }
      const onOrder = await tx
        .select({ id: orderGiftVouchers.giftVoucherId })
        .from(orderGiftVouchers)
        .where(eq(orderGiftVouchers.customerOrderId, order.id));
      if (onOrder.some((row) => row.id === voucher.id))
        return refuse(refuseTender(409, 'GIFT_VOUCHER_ALREADY_ADDED'));
      if (tenderLimitReached(onOrder.length)) return refuse(refuseTender(409, 'GIFT_VOUCHER_LIMIT_REACHED'));
      const redeemedElsewhere = voucher.status !== 'ACTIVE' && voucher.redeemedOrderId !== order.id;
      if (redeemedElsewhere || isExpired(voucher.expiresOn, londonCalendarDate(now)))
        return refuse(refuseTender(409, 'GIFT_VOUCHER_NOT_VALID'));
      await tx.insert(orderGiftVouchers).values({
        customerOrderId: order.id,
        giftVoucherId: voucher.id,
        addedAt: await nextAddedAt(tx, order.id, now),
      });
      ctx.logger.info('gift voucher added', { customerOrderId: order.id, giftVoucherId: voucher.id });
      return { ok: true, value: await orderViewOf(ctx, tx, order) };
    }),
  );
  return outcome.ok ? outcome.value : outcome;
}

/** DELETE orders/{id}/gift-vouchers/{giftVoucherId}: off the order; 404 GIFT_VOUCHER_NOT_ON_ORDER otherwise. */
export async function removeGiftVoucher(
  ctx: OrderContext,
  owner: CustomerOwner,
  customerOrderId: string | undefined,
  giftVoucherId: string | undefined,
): Promise<OrderResult<Order>> {
  const now = ctx.clock.now();
  return refusing(() =>
    ctx.db.transaction(async (tx) => {
      const order = await lockTenderOrder(tx, owner, customerOrderId, now);
      const id = parseTenderId(giftVoucherId);
      const removed =
        id === null
          ? []
          : await tx
              .delete(orderGiftVouchers)
              .where(
                and(eq(orderGiftVouchers.customerOrderId, order.id), eq(orderGiftVouchers.giftVoucherId, id)),
              )
              .returning({ id: orderGiftVouchers.giftVoucherId });
      if (removed.length === 0) return refuse(refuseTender(404, 'GIFT_VOUCHER_NOT_ON_ORDER'));
      ctx.logger.info('gift voucher removed', { customerOrderId: order.id, giftVoucherId: id });
      return orderViewOf(ctx, tx, order);
    }),
  );
}
