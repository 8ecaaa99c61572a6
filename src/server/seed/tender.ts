import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  customerOrders,
  giftCardAttempts,
  giftCards,
  giftCardTransactions,
  giftVouchers,
  orderGiftCards,
  orderGiftVouchers,
  partnerDiscountCards,
} from '../db/schema.ts';
import { hashPassword, type PasswordCost } from '../services/passwords.ts';

/**
 * The gift cards, gift vouchers and Partner discount cards a shop in development mode has (docs/api/checkout.md
 * "Seeded gift cards, vouchers and partner cards"). Their numbers and PINs are published, so a plain start
 * removes them (with their links to orders and their ledger rows). POST testing money-off/reset puts them back
 * as seeded.
 */
export const SEEDED_GIFT_CARDS = [
  { serialNumber: '6338000000000001', pin: '1234', balancePence: 2000, expiresOn: null },
  { serialNumber: '6338000000000002', pin: '2345', balancePence: 500, expiresOn: null },
  { serialNumber: '6338000000000003', pin: '3456', balancePence: 5000, expiresOn: null },
  { serialNumber: '6338000000000004', pin: '4567', balancePence: 0, expiresOn: null },
  { serialNumber: '6338000000000005', pin: '5678', balancePence: 2500, expiresOn: '2024-12-31' },
] as const;

export const SEEDED_GIFT_VOUCHERS = [
  { serialNumber: '6339000000000001', valuePence: 500, expiresOn: null },
  { serialNumber: '6339000000000002', valuePence: 1000, expiresOn: null },
  { serialNumber: '6339000000000003', valuePence: 1000, expiresOn: '2024-12-31' },
] as const;

export const SEEDED_PARTNER_CARDS = [
  { cardNumber: '9230000000000001', holderName: 'J Shopper', active: true },
  { cardNumber: '9230000000000002', holderName: 'A N Other', active: true },
  { cardNumber: '9210000000000003', holderName: 'Old Card', active: false },
] as const;

const cardSerials = SEEDED_GIFT_CARDS.map((card) => card.serialNumber);
const voucherSerials = SEEDED_GIFT_VOUCHERS.map((voucher) => voucher.serialNumber);
const partnerNumbers = SEEDED_PARTNER_CARDS.map((card) => card.cardNumber);

/** Adds any seeded card, voucher or partner card that is missing (one already there is left as it is). */
export async function seedTender(db: Database, cost?: PasswordCost): Promise<number> {
  const present = new Set(
    (
      await db
        .select({ serialNumber: giftCards.serialNumber })
        .from(giftCards)
        .where(inArray(giftCards.serialNumber, cardSerials))
    ).map((row) => row.serialNumber),
  );
  const cards = await Promise.all(
    SEEDED_GIFT_CARDS.filter((card) => !present.has(card.serialNumber)).map(async (card) => ({
      serialNumber: card.serialNumber,
      pinHash: await hashPassword(card.pin, cost),
      balancePence: card.balancePence,
      initialBalancePence: card.balancePence,
      expiresOn: card.expiresOn,
    })),
  );
  let added = 0;
  if (cards.length > 0)
    added += (await db.insert(giftCards).values(cards).onConflictDoNothing().returning({ id: giftCards.id }))
      .length;
  added += (
    await db
      .insert(giftVouchers)
      .values(SEEDED_GIFT_VOUCHERS.map((voucher) => ({ ...voucher, status: 'ACTIVE' })))
      .onConflictDoNothing()
      .returning({ id: giftVouchers.id })
  ).length;
  added += (
    await db
      .insert(partnerDiscountCards)
      .values(SEEDED_PARTNER_CARDS.map((card) => ({ ...card })))
      .onConflictDoNothing()
      .returning({ cardNumber: partnerDiscountCards.cardNumber })
  ).length;
  return added;
}

/** The ids of the seeded cards and vouchers there are. */
async function seededIds(db: Database) {
  const cards = await db
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(inArray(giftCards.serialNumber, cardSerials));
  const vouchers = await db
    .select({ id: giftVouchers.id })
    .from(giftVouchers)
    .where(inArray(giftVouchers.serialNumber, voucherSerials));
  return { cardIds: cards.map((row) => row.id), voucherIds: vouchers.map((row) => row.id) };
}

/** Outside development mode: the seeded cards, vouchers and partner cards are removed. Answers how many. */
export async function removeSeededTender(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const { cardIds, voucherIds } = await seededIds(tx);
    let removed = 0;
    if (cardIds.length > 0) {
      await tx.delete(orderGiftCards).where(inArray(orderGiftCards.giftCardId, cardIds));
      await tx.delete(giftCardTransactions).where(inArray(giftCardTransactions.giftCardId, cardIds));
      removed += (await tx.delete(giftCards).where(inArray(giftCards.id, cardIds)).returning()).length;
    }
    if (voucherIds.length > 0) {
      await tx.delete(orderGiftVouchers).where(inArray(orderGiftVouchers.giftVoucherId, voucherIds));
      removed += (await tx.delete(giftVouchers).where(inArray(giftVouchers.id, voucherIds)).returning())
        .length;
    }
    await tx
      .update(customerOrders)
      .set({ partnerDiscountCardNumber: null })
      .where(inArray(customerOrders.partnerDiscountCardNumber, partnerNumbers));
    removed += (
      await tx
        .delete(partnerDiscountCards)
        .where(inArray(partnerDiscountCards.cardNumber, partnerNumbers))
        .returning()
    ).length;
    return removed;
  });
}

/**
 * Development mode's reset (POST testing money-off/reset): every seeded gift card back to its seeded balance
 * (its ledger rows gone, so the balance is still the initial one plus their sum), every seeded voucher ACTIVE,
 * every seeded partner card linked to nobody, and nobody's wrong guesses counted. Orders keep the cards and
 * vouchers on them. Missing seeded values are added.
 */
export async function resetSeededTender(db: Database, cost?: PasswordCost) {
  await seedTender(db, cost);
  return db.transaction(async (tx) => {
    const { cardIds, voucherIds } = await seededIds(tx);
    await tx.delete(giftCardTransactions).where(inArray(giftCardTransactions.giftCardId, cardIds));
    for (const card of SEEDED_GIFT_CARDS)
      await tx
        .update(giftCards)
        .set({ balancePence: card.balancePence, initialBalancePence: card.balancePence })
        .where(eq(giftCards.serialNumber, card.serialNumber));
    await tx
      .update(giftVouchers)
      .set({ status: 'ACTIVE', redeemedOrderId: null })
      .where(inArray(giftVouchers.id, voucherIds));
    await tx
      .update(partnerDiscountCards)
      .set({ customerId: null })
      .where(inArray(partnerDiscountCards.cardNumber, partnerNumbers));
    await tx.delete(giftCardAttempts);
    return {
      giftCards: cardIds.length,
      giftVouchers: voucherIds.length,
      partnerCards: SEEDED_PARTNER_CARDS.length,
    };
  });
}
