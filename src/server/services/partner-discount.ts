import { and, eq, isNull, or } from 'drizzle-orm';
import type { Order } from '../../contract/checkout.ts';
import { digitsOf, INCENTIVE_FIELD_MESSAGES, PARTNER_CARD_NUMBER } from '../../domain/incentives.ts';
import { customerOrders, partnerDiscountCards } from '../db/schema.ts';
import {
  type CustomerOwner,
  invalidOrderInput,
  type OrderContext,
  type OrderResult,
  orderViewOf,
  refuse,
  refusing,
} from './orders.ts';
import { lockTenderOrder, readStringFields, refuseTender } from './tender.ts';

/**
 * The Partner discount card on the shopper's current order (docs/api/checkout.md "Money off"; doc 2 §3
 * partnerDiscountCardNumber; doc 1 §5 card numbers): PUT orders/{id}/partner-discount-card `{ cardNumber }`
 * and DELETE. A card is linked to the first customer who uses it; another customer is refused 409
 * PARTNER_CARD_LINKED_ELSEWHERE. The discount itself is the totals' (money-off.ts). Never logs the number.
 */

/** Reads `{ cardNumber }`: 16 digits starting 9210 or 9230 (spaces allowed), else 400 with fieldErrors. */
export function readPartnerCard(body: unknown): OrderResult<{ cardNumber: string }> {
  const read = readStringFields(body, ['cardNumber'] as const);
  if (!read.ok) return read;
  const cardNumber = digitsOf(read.value.cardNumber);
  if (!PARTNER_CARD_NUMBER.test(cardNumber)) {
    const message = INCENTIVE_FIELD_MESSAGES.partnerCardNumber;
    return invalidOrderInput(message, [{ field: 'cardNumber', message }]);
  }
  return { ok: true, value: { cardNumber } };
}

/**
 * PUT orders/{id}/partner-discount-card: 404 PARTNER_CARD_NOT_FOUND (not ours, or no longer active); 409
 * PARTNER_CARD_LINKED_ELSEWHERE; else the card is linked to this customer (a conditional update, so two
 * customers at once cannot both have it) and put on the order, in place of any other.
 */
export function setPartnerCard(
  ctx: OrderContext,
  owner: CustomerOwner,
  customerOrderId: string | undefined,
  input: { cardNumber: string },
): Promise<OrderResult<Order>> {
  const now = ctx.clock.now();
  return refusing(() =>
    ctx.db.transaction(async (tx) => {
      const order = await lockTenderOrder(tx, owner, customerOrderId, now);
      const [card] = await tx
        .select()
        .from(partnerDiscountCards)
        .where(eq(partnerDiscountCards.cardNumber, input.cardNumber));
      if (!card?.active) return refuse(refuseTender(404, 'PARTNER_CARD_NOT_FOUND'));
      const [linked] = await tx
        .update(partnerDiscountCards)
        .set({ customerId: owner.customerId })
        .where(
          and(
            eq(partnerDiscountCards.cardNumber, card.cardNumber),
            or(
              isNull(partnerDiscountCards.customerId),
              eq(partnerDiscountCards.customerId, owner.customerId),
            ),
          ),
        )
        .returning({ cardNumber: partnerDiscountCards.cardNumber });
      if (!linked) return refuse(refuseTender(409, 'PARTNER_CARD_LINKED_ELSEWHERE'));
      const [row] = await tx
        .update(customerOrders)
        .set({ partnerDiscountCardNumber: card.cardNumber, updatedAt: now })
        .where(eq(customerOrders.id, order.id))
        .returning();
      ctx.logger.info('partner discount card applied', { customerOrderId: order.id });
      return orderViewOf(ctx, tx, row ?? order);
    }),
  );
}

/** DELETE orders/{id}/partner-discount-card: off the order (still linked to the customer); 404 when none is on it. */
export function removePartnerCard(
  ctx: OrderContext,
  owner: CustomerOwner,
  customerOrderId: string | undefined,
): Promise<OrderResult<Order>> {
  const now = ctx.clock.now();
  return refusing(() =>
    ctx.db.transaction(async (tx) => {
      const order = await lockTenderOrder(tx, owner, customerOrderId, now);
      if (order.partnerDiscountCardNumber === null)
        return refuse(refuseTender(404, 'PARTNER_CARD_NOT_ON_ORDER'));
      const [row] = await tx
        .update(customerOrders)
        .set({ partnerDiscountCardNumber: null, updatedAt: now })
        .where(eq(customerOrders.id, order.id))
        .returning();
      ctx.logger.info('partner discount card removed', { customerOrderId: order.id });
      return orderViewOf(ctx, tx, row ?? order);
    }),
  );
}
