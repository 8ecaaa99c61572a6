import { and, eq, sql } from 'drizzle-orm';
import type { Order } from '../../contract/checkout.ts';
import { londonCalendarDate } from '../../domain/dates.ts';
import {
  digitsOf,
  GIFT_CARD_PIN,
  GIFT_CARD_SERIAL,
  INCENTIVE_FIELD_MESSAGES,
  tenderLimitReached,
} from '../../domain/incentives.ts';
import type { Database } from '../db/client.ts';
import { giftCards, giftCardTransactions, orderGiftCards } from '../db/schema.ts';
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
import { dummyPasswordHash, verifyPassword } from './passwords.ts';
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
 * Gift cards on the shopper's current order (docs/api/checkout.md "Money off"; doc 2 §3 Gift card, §5 at most
 * 10): POST orders/{id}/gift-cards `{ serialNumber, pin }` and DELETE orders/{id}/gift-cards/{giftCardId}.
 * A card is found by its 16-digit number and 4-digit PIN together (the PIN checked against its scrypt hash,
 * an unknown number against a dummy hash so both take as long); a wrong one is counted, and after 10 in an
 * hour the customer is refused 429 for the rest of the hour. Adding spends nothing: placing the order does
 * (place-order.ts, tender.ts spendTender). Never logs a serial number or PIN.
 */

export interface GiftCardInput {
  /** 16 digits (spaces and dashes as typed are dropped). */
  serialNumber: string;
  pin: string;
}

/** Reads `{ serialNumber, pin }`: 400 INVALID_INPUT with fieldErrors when either is not as written on a card. */
export function readGiftCard(body: unknown): OrderResult<GiftCardInput> {
  const read = readStringFields(body, ['serialNumber', 'pin'] as const);
  if (!read.ok) return read;
  const serialNumber = digitsOf(read.value.serialNumber);
  const pin = read.value.pin.trim();
  const fieldErrors: { field: string; message: string }[] = [];
  if (!GIFT_CARD_SERIAL.test(serialNumber))
    fieldErrors.push({ field: 'serialNumber', message: INCENTIVE_FIELD_MESSAGES.giftCardSerial });
  if (!GIFT_CARD_PIN.test(pin))
    fieldErrors.push({ field: 'pin', message: INCENTIVE_FIELD_MESSAGES.giftCardPin });
  if (fieldErrors.length > 0)
    return invalidOrderInput(fieldErrors.map((error) => error.message).join('; '), fieldErrors);
  return { ok: true, value: { serialNumber, pin } };
}

/**
 * POST orders/{id}/gift-cards: the card goes on the order, last in the order added. 404 GIFT_CARD_NOT_FOUND
 * (counted) when the number and PIN do not match a card; 429 GIFT_CARD_ATTEMPTS_EXCEEDED after 10 of those in
 * an hour; 409 GIFT_CARD_ALREADY_ADDED, GIFT_CARD_LIMIT_REACHED (10 on the order), GIFT_CARD_EXPIRED,
 * GIFT_CARD_NO_BALANCE (nothing on it, counting what this order took from it when amending).
 */
export async function addGiftCard(
  ctx: OrderContext,
  owner: CustomerOwner,
  customerOrderId: string | undefined,
  input: GiftCardInput,
): Promise<OrderResult<Order>> {
  const now = ctx.clock.now();
  const outcome = await refusing(() =>
    ctx.db.transaction(async (tx): Promise<OrderResult<Order>> => {
      const order = await lockTenderOrder(tx, owner, customerOrderId, now);
      await checkAttempts(tx, owner.customerId, now);
      const [card] = await tx.select().from(giftCards).where(eq(giftCards.serialNumber, input.serialNumber));
      const matches = await verifyPassword(
        input.pin,
        card?.pinHash ?? (await dummyPasswordHash(ctx.passwordCost)),
      );
      if (!card || !matches) {
        // Committed with the answer: the wrong guess counts.
        await recordAttempt(tx, owner.customerId, now);
        ctx.logger.info('gift card not found', { customerOrderId: order.id });
        return refuseTender(404, 'GIFT_CARD_NOT_FOUND');
      }
      const onOrder = await tx
        .select({ id: orderGiftCards.giftCardId })
        .from(orderGiftCards)
        .where(eq(orderGiftCards.customerOrderId, order.id));
      if (onOrder.some((row) => row.id === card.id))
        return refuse(refuseTender(409, 'GIFT_CARD_ALREADY_ADDED'));
      if (tenderLimitReached(onOrder.length)) return refuse(refuseTender(409, 'GIFT_CARD_LIMIT_REACHED'));
      if (isExpired(card.expiresOn, londonCalendarDate(now)))
        return refuse(refuseTender(409, 'GIFT_CARD_EXPIRED'));
      if (card.balancePence + (await takenFrom(tx, card.id, order.id)) <= 0)
        return refuse(refuseTender(409, 'GIFT_CARD_NO_BALANCE'));
      await tx.insert(orderGiftCards).values({
        customerOrderId: order.id,
        giftCardId: card.id,
        addedAt: await nextAddedAt(tx, order.id, now),
      });
      ctx.logger.info('gift card added', { customerOrderId: order.id, giftCardId: card.id });
      return { ok: true, value: await orderViewOf(ctx, tx, order) };
    }),
  );
  return outcome.ok ? outcome.value : outcome;
}

/** What an order (being amended) took from a card and has not given back. */
async function takenFrom(tx: Database, giftCardId: number, customerOrderId: number): Promise<number> {
  const [row] = await tx
    .select({ net: sql<number>`coalesce(sum(${giftCardTransactions.amountPence}), 0)`.mapWith(Number) })
    .from(giftCardTransactions)
    .where(
      and(
        eq(giftCardTransactions.giftCardId, giftCardId),
        eq(giftCardTransactions.customerOrderId, customerOrderId),
      ),
    );
  return Math.max(0, -(row?.net ?? 0));
}

/** DELETE orders/{id}/gift-cards/{giftCardId}: off the order; 404 GIFT_CARD_NOT_ON_ORDER when it is not on it. */
export async function removeGiftCard(
  ctx: OrderContext,
  owner: CustomerOwner,
  customerOrderId: string | undefined,
  giftCardId: string | undefined,
): Promise<OrderResult<Order>> {
  const now = ctx.clock.now();
  return refusing(() =>
    ctx.db.transaction(async (tx) => {
      const order = await lockTenderOrder(tx, owner, customerOrderId, now);
      const id = parseTenderId(giftCardId);
      const removed =
        id === null
          ? []
          : await tx
              .delete(orderGiftCards)
              .where(and(eq(orderGiftCards.customerOrderId, order.id), eq(orderGiftCards.giftCardId, id)))
              .returning({ id: orderGiftCards.giftCardId });
      if (removed.length === 0) return refuse(refuseTender(404, 'GIFT_CARD_NOT_ON_ORDER'));
      ctx.logger.info('gift card removed', { customerOrderId: order.id, giftCardId: id });
      return orderViewOf(ctx, tx, order);
    }),
  );
}
