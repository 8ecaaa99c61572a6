import { and, desc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { SavedPaymentCard, SavedPaymentCards } from '../../contract/checkout.ts';
import { CHECKOUT_REFUSALS } from '../../domain/checkout.ts';
import { expiryLabel, maskedCardNumber, type PaymentCardType } from '../../domain/payment-cards.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { paymentCards } from '../db/schema.ts';
import {
  findCardToken,
  isExpired,
  type PaymentResult,
  parseExpiryText,
  refused,
} from './payment-processor.ts';

/**
 * Saved cards (docs/api/checkout.md "Saved cards"; doc 2 §3 "A payment card has id and paymentCardId", §4
 * instant checkout): the shop's record of a customer's card tokens, with what may be shown of each. One card
 * at most is the default (the partial unique index payment_cards_one_default): every change to a customer's
 * cards runs in a transaction under an advisory lock on the customer, so two changes at once never leave two
 * defaults, or none after the default is deleted while others remain.
 */

export type PaymentCardRow = typeof paymentCards.$inferSelect;

export const SAVED_CARD_MESSAGES = {
  notFound: 'Sorry, we could not find that card.',
  cardTokenNotFound: 'Sorry, we could not find that card. Please enter it again.',
} as const;

const notFound = () => refused(404, 'PAYMENT_CARD_NOT_FOUND', SAVED_CARD_MESSAGES.notFound);

/** A saved card is good until the end of its expiry month, in London; an unreadable expiry is expired. */
export function isSavedCardExpired(row: Pick<PaymentCardRow, 'expiry'>, now: Date): boolean {
  const expiry = parseExpiryText(row.expiry);
  return !expiry || isExpired(expiry, now);
}

/** `id` and `paymentCardId` are the same: the saved card's id (PATCH/DELETE payment-cards, v2 PUT). */
export function savedCardView(row: PaymentCardRow, now: Date): SavedPaymentCard {
  return {
    id: String(row.id),
    paymentCardId: String(row.id),
    cardType: row.cardType as PaymentCardType,
    cardholderName: row.cardholderName,
    maskedCardNumber: maskedCardNumber(row.lastFour),
    expiryDate: row.expiry,
    defaultCard: row.isDefault,
    expired: isSavedCardExpired(row, now),
  };
}

const savedCardIdSchema = v.union([
  v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
  v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number), v.maxValue(2_147_483_647)),
]);

/** The customer's own saved card by its id (a number, or its text on the wire); another's is undefined. */
export async function findSavedCard(
  db: Database,
  customerId: number,
  id: number | string,
): Promise<PaymentCardRow | undefined> {
  const parsed = v.safeParse(savedCardIdSchema, id);
  if (!parsed.success) return undefined;
  const [row] = await db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.id, parsed.output), eq(paymentCards.customerId, customerId)));
  return row;
}

async function cardsOf(db: Database, customerId: number): Promise<PaymentCardRow[]> {
  return db
    .select()
    .from(paymentCards)
    .where(eq(paymentCards.customerId, customerId))
    .orderBy(desc(paymentCards.isDefault), desc(paymentCards.createdAt), desc(paymentCards.id));
}

/** GET payment-cards: the default first, then the newest. */
export async function listSavedCards(
  db: Database,
  clock: Clock,
  customerId: number,
): Promise<SavedPaymentCards> {
  const now = clock.now();
  return { paymentCards: (await cardsOf(db, customerId)).map((row) => savedCardView(row, now)) };
}

/** The customer's default card when it has not expired (instant checkout, doc 2 §4); else undefined. */
export async function defaultSavedCard(
  db: Database,
  clock: Clock,
  customerId: number,
): Promise<PaymentCardRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.customerId, customerId), eq(paymentCards.isDefault, true)));
  return row && !isSavedCardExpired(row, clock.now()) ? row : undefined;
}

/** Serialises changes to one customer's saved cards, to the end of the (outer) transaction. */
async function lockCustomerCards(tx: Database, customerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payment-cards:customer:${customerId}`}))`);
}

async function makeDefault(tx: Database, customerId: number, id: number): Promise<PaymentCardRow> {
  await tx
    .update(paymentCards)
    .set({ isDefault: false })
    .where(and(eq(paymentCards.customerId, customerId), eq(paymentCards.isDefault, true)));
  const [row] = await tx
    .update(paymentCards)
    .set({ isDefault: true })
    .where(and(eq(paymentCards.id, id), eq(paymentCards.customerId, customerId)))
    .returning();
  if (!row) throw new Error(`Saved card ${id} vanished while its customer's cards were locked`);
  return row;
}

/**
 * Saves a card token of the customer's to their cards (POST payment-cards; placing an order with "save
 * this card"). The customer's first card becomes the default, and so does one saved with `defaultCard`.
 * A token already saved is that card again (made the default if asked): `created` says which. Another
 * customer's token, or an unknown one, is 404; an expired card, 422 CARD_EXPIRED. Takes the caller's
 * transaction when there is one.
 */
export async function savePaymentCard(
  db: Database,
  clock: Clock,
  customerId: number,
  cardToken: string,
  options: { defaultCard?: boolean } = {},
): Promise<PaymentResult<{ card: PaymentCardRow; created: boolean }>> {
  const now = clock.now();
  const token = await findCardToken(db, customerId, cardToken);
  if (!token) return refused(404, 'CARD_TOKEN_NOT_FOUND', SAVED_CARD_MESSAGES.cardTokenNotFound);
  if (isExpired({ month: token.expiryMonth, year: token.expiryYear }, now))
    return refused(422, 'CARD_EXPIRED', CHECKOUT_REFUSALS.CARD_EXPIRED);
  return db.transaction(async (tx) => {
    await lockCustomerCards(tx, customerId);
    const [existing] = await tx
      .select()
      .from(paymentCards)
      .where(and(eq(paymentCards.customerId, customerId), eq(paymentCards.cardToken, token.token)));
    if (existing) {
      const card =
        options.defaultCard && !existing.isDefault
          ? await makeDefault(tx, customerId, existing.id)
          : existing;
      return { ok: true, value: { card, created: false } };
    }
    const [current] = await tx
      .select({ id: paymentCards.id })
      .from(paymentCards)
      .where(and(eq(paymentCards.customerId, customerId), eq(paymentCards.isDefault, true)));
    const becomesDefault = options.defaultCard === true || !current;
    if (becomesDefault && current)
      await tx.update(paymentCards).set({ isDefault: false }).where(eq(paymentCards.id, current.id));
    const [card] = await tx
      .insert(paymentCards)
      .values({
        customerId,
        cardToken: token.token,
        cardType: token.cardType,
        lastFour: token.lastFour,
        expiry: expiryLabel(token.expiryMonth, token.expiryYear),
        cardholderName: token.cardholderName,
        isDefault: becomesDefault,
        createdAt: now,
      })
      .returning();
    if (!card) throw new Error('The saved card could not be stored');
    return { ok: true, value: { card, created: true } };
  });
}

/** PATCH payment-cards/{id} `{ defaultCard: true }`: the customer's card becomes their one default. */
export async function makeSavedCardDefault(
  db: Database,
  clock: Clock,
  customerId: number,
  id: string,
): Promise<PaymentResult<PaymentCardRow>> {
  return db.transaction(async (tx) => {
    await lockCustomerCards(tx, customerId);
    const card = await findSavedCard(tx, customerId, id);
    if (!card) return notFound();
    if (card.isDefault) return { ok: true, value: card };
    if (isSavedCardExpired(card, clock.now()))
      return refused(422, 'CARD_EXPIRED', CHECKOUT_REFUSALS.CARD_EXPIRED);
    return { ok: true, value: await makeDefault(tx, customerId, card.id) };
  });
}

/**
 * DELETE payment-cards/{id}: the customer's card is gone (another's is 404). When it was the default, the
 * newest card left becomes the default.
 */
export async function deleteSavedCard(
  db: Database,
  customerId: number,
  id: string,
): Promise<PaymentResult<null>> {
  return db.transaction(async (tx) => {
    await lockCustomerCards(tx, customerId);
    const card = await findSavedCard(tx, customerId, id);
    if (!card) return notFound();
    await tx.delete(paymentCards).where(eq(paymentCards.id, card.id));
    if (card.isDefault) {
      const [newest] = await cardsOf(tx, customerId);
      if (newest) await makeDefault(tx, customerId, newest.id);
    }
    return { ok: true, value: null };
  });
}

/** The body of POST payment-cards. */
export const saveCardSchema = v.object({
  cardToken: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  defaultCard: v.optional(v.boolean()),
});

/** The body of PATCH payment-cards/{id}: the one change there is, making it the default. */
export const makeDefaultSchema = v.object({ defaultCard: v.literal(true) });
