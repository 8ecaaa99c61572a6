import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import * as v from 'valibot';
import type { CardToken, PaymentSecurityToken, PaymentSession } from '../../contract/checkout.ts';
import { CHECKOUT_REFUSALS } from '../../domain/checkout.ts';
import { londonDateTime } from '../../domain/dates.ts';
import {
  CARD_ENTRY_MESSAGES,
  type CardEntry,
  type CardEntryField,
  cardDetailsOf,
  cardEntryErrors,
  detectCardType,
  expiryLabel,
  isExpiryInFuture,
  maskedCardNumber,
  type PaymentCardType,
} from '../../domain/payment-cards.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import {
  type CardBehaviour,
  cardTokens,
  customerOrders,
  paymentAuthorisations,
  paymentChallenges,
  paymentSessions,
} from '../db/schema.ts';
import type { ServiceContext } from './context.ts';
import { isTrolleyState } from './customer-orders.ts';
import { randomSecret, safeEqual, sha256 } from './secrets.ts';
import { TOKEN_ISSUER } from './tokens.ts';

/**
 * The card processor simulator (docs/api/checkout.md "The payment service"; doc 2 §3 Payment session, Global
 * flow; §7 Payments): the bank's side of checkout, inside the server. Card entry comes here and nowhere else:
 * a card is checked and kept as a token with its behaviour (decided from the number: the published test
 * cards), type, last four, expiry and name. The number and the CVC are read, checked and dropped: no table,
 * log line or answer ever holds them (PCI DSS 3.3/3.4). The shop's order service sees tokens only
 * (findCardToken, authorisePayment, challengeOutcome).
 */

export type CardTokenRow = typeof cardTokens.$inferSelect;
type ChallengeRow = typeof paymentChallenges.$inferSelect;

/** A payment session (and its passcode) and a challenge live 15 minutes. */
export const PAYMENT_SESSION_LIFETIME_MS = 15 * 60 * 1000;
export const CHALLENGE_LIFETIME_MS = 15 * 60 * 1000;
/** The processor's one database (doc 2 §3 Payment session processingDB). */
export const PROCESSING_DB = 'PDB-1';

/** The published test cards that do something other than succeed (docs/api/checkout.md). */
export const TEST_CARD_BEHAVIOURS: Readonly<Record<string, CardBehaviour>> = {
  '4000000000000002': 'DECLINE',
  '4000002760003184': 'REQUIRE_AUTHENTICATION',
  '4000000000000119': 'DECLINE_AT_PICKING',
};

/** What the processor does with a card: any number not in the table succeeds. */
export const cardBehaviourOf = (digits: string): CardBehaviour => TEST_CARD_BEHAVIOURS[digits] ?? 'SUCCEED';

// ---------------------------------------------------------------------------------------------------------
// Refusals

export type CardField = CardEntryField;
export interface FieldError {
  field: CardField;
  message: string;
}

/** A refusal of a payment call: `{ message, type, code }` with code equal to type (checkoutRefusalSchema). */
export interface PaymentRefusal {
  status: 400 | 403 | 404 | 409 | 422;
  type: string;
  message: string;
  fieldErrors?: FieldError[];
}
export type PaymentResult<T> = { ok: true; value: T } | { ok: false; refusal: PaymentRefusal };

export const refused = (
  status: PaymentRefusal['status'],
  type: string,
  message: string,
  fieldErrors?: FieldError[],
): { ok: false; refusal: PaymentRefusal } => ({
  ok: false,
  refusal: { status, type, message, ...(fieldErrors && { fieldErrors }) },
});

export const PAYMENT_MESSAGES = {
  invalidInput: 'Sorry, that request is not one we understand.',
  sessionNotFound: 'Sorry, this card form has expired. Please enter your card again.',
  invalidPasscode: 'Sorry, we could not check your card. Please enter it again.',
  invalidCard: 'Please check your card details.',
  /** The card form's own messages are src/domain/payment-cards.ts CARD_ENTRY_MESSAGES; these only the service gives. */
  expiryInvalid: 'Enter a valid expiry date',
  nameTooLong: (n: number) => `The name on the card must be no more than ${n} characters`,
  nameInvalid: 'The name on the card can only have letters, spaces, hyphens, apostrophes and full stops',
} as const;

export const invalidInput = (message: string = PAYMENT_MESSAGES.invalidInput) =>
  refused(400, 'INVALID_INPUT', message);

// ---------------------------------------------------------------------------------------------------------
// What may be shown of a card

/** A card is good until the end of its expiry month, in London. */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  return !isExpiryInFuture(expiry.month, expiry.year, now);
}

/** 'MM/YY' read back (saved cards and orders keep the expiry as text); undefined when it is not that. */
export function parseExpiryText(text: string): { month: number; year: number } | undefined {
  const match = /^(\d{2})\/(\d{2})$/.exec(text);
  if (!match) return undefined;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return undefined;
  return { month, year: 2000 + Number(match[2]) };
}

export function cardView(row: CardTokenRow): CardToken {
  return {
    cardToken: row.token,
    cardType: row.cardType as PaymentCardType,
    maskedCardNumber: maskedCardNumber(row.lastFour),
    expiryDate: expiryLabel(row.expiryMonth, row.expiryYear),
    cardholderName: row.cardholderName,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Payment sessions and card entry

/** POST payment-sessions: a session for one card, for 15 minutes; only the passcode's SHA-256 is kept. */
export async function createPaymentSession(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  customerId: number,
): Promise<PaymentSession> {
  const now = ctx.clock.now();
  const sessionGUID = randomUUID();
  const passcode = randomSecret(24);
  await ctx.db.insert(paymentSessions).values({
    id: sessionGUID,
    customerId,
    passcodeHash: sha256(passcode),
    processingDb: PROCESSING_DB,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PAYMENT_SESSION_LIFETIME_MS),
  });
  return { sessionGUID, passcode, processingDB: PROCESSING_DB };
}

/** Month and year come as numbers or as digit strings ('07', '2027' or '27'). */
const expiryPart = v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.maxLength(8))]);

/** The card form's body: its shape only; what each field says is checked by readCard. */
export const cardEntrySchema = v.object({
  passcode: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  cardNumber: v.pipe(v.string(), v.maxLength(64)),
  expiryMonth: expiryPart,
  expiryYear: expiryPart,
  cvc: v.pipe(v.string(), v.maxLength(16)),
  cardholderName: v.pipe(v.string(), v.maxLength(200)),
});

export const CARDHOLDER_NAME_MAX_LENGTH = 50;
const NAME_CHARACTERS = /^[\p{L} '.-]+$/u;
const HAS_LETTER = /\p{L}/u;
/** How far ahead an expiry date may be: cards are issued for a few years, never for decades. */
const MAX_EXPIRY_YEARS_AHEAD = 20;
const FIELD_ORDER: readonly CardField[] = ['cardNumber', 'expiryDate', 'cvc', 'cardholderName'];

interface CheckedCard {
  digits: string;
  cardType: PaymentCardType;
  expiryMonth: number;
  expiryYear: number;
  cardholderName: string;
}

/** The service's checks beyond the form's (cardEntryErrors): the name's length and letters. */
function cardholderNameProblem(name: string): string | undefined {
  if ([...name].length > CARDHOLDER_NAME_MAX_LENGTH)
    return PAYMENT_MESSAGES.nameTooLong(CARDHOLDER_NAME_MAX_LENGTH);
  if (!NAME_CHARACTERS.test(name) || !HAS_LETTER.test(name)) return PAYMENT_MESSAGES.nameInvalid;
  return undefined;
}

/** ... and the expiry's: past by the London calendar (the form's rule reads UTC), or decades ahead. */
function expiryProblem(month: number, year: number, now: Date): string | undefined {
  if (isExpired({ month, year }, now)) return CARD_ENTRY_MESSAGES.expiryDateNotInFuture;
  if (year > londonDateTime(now).year + MAX_EXPIRY_YEARS_AHEAD) return PAYMENT_MESSAGES.expiryInvalid;
  return undefined;
}

/**
 * The card form's fields checked, as the form checks them (src/domain/payment-cards.ts cardEntryErrors: the
 * number's digits, type, length and Luhn; an expiry in the future; a CVC of 3 digits, 4 on American Express;
 * a name) and then as only the authority does (a name of 1 to 50 letters, spaces, apostrophes, hyphens and
 * dots; an expiry not past in London, nor decades ahead): every field's problem at once, in the form's order.
 */
export function readCard(entry: CardEntry, now: Date): PaymentResult<CheckedCard> {
  const fieldErrors: FieldError[] = cardEntryErrors(entry, now);
  const details = cardDetailsOf(entry);
  const hasError = (field: CardField) => fieldErrors.some((error) => error.field === field);
  if (!hasError('expiryDate')) {
    const problem = expiryProblem(details.expiryMonth, details.expiryYear, now);
    if (problem) fieldErrors.push({ field: 'expiryDate', message: problem });
  }
  if (!hasError('cardholderName')) {
    const problem = cardholderNameProblem(details.cardholderName);
    if (problem) fieldErrors.push({ field: 'cardholderName', message: problem });
  }
  const cardType = detectCardType(details.cardNumber);
  if (fieldErrors.length > 0 || !cardType) {
    fieldErrors.sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field));
    return refused(422, 'INVALID_CARD', PAYMENT_MESSAGES.invalidCard, fieldErrors);
  }
  return {
    ok: true,
    value: {
      digits: details.cardNumber,
      cardType,
      expiryMonth: details.expiryMonth,
      expiryYear: details.expiryYear,
      cardholderName: details.cardholderName,
    },
  };
}

/**
 * POST payment-sessions/{sessionGUID}/cards: the card checked and tokenised. The session must be the
 * customer's, live and unused (else 404), and the passcode its own (else 403); a card with problems answers
 * them all (422) and leaves the session for the corrected card. A session takes one card: it is used up in
 * the same transaction that keeps the token, by a conditional update, so two cards sent at once give one token.
 */
export async function tokeniseCard(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  customerId: number,
  sessionGUID: string,
  body: unknown,
): Promise<PaymentResult<CardToken>> {
  const parsed = v.safeParse(cardEntrySchema, body);
  if (!parsed.success) return invalidInput();
  const entry = parsed.output;
  const now = ctx.clock.now();
  const live = and(
    eq(paymentSessions.id, sessionGUID),
    eq(paymentSessions.customerId, customerId),
    isNull(paymentSessions.usedAt),
    gt(paymentSessions.expiresAt, now),
  );
  const [session] = await ctx.db.select().from(paymentSessions).where(live);
  if (!session) return refused(404, 'PAYMENT_SESSION_NOT_FOUND', PAYMENT_MESSAGES.sessionNotFound);
  if (!safeEqual(sha256(entry.passcode), session.passcodeHash))
    return refused(403, 'INVALID_PASSCODE', PAYMENT_MESSAGES.invalidPasscode);
  const card = readCard(entry, now);
  if (!card.ok) return card;
  const { digits, ...shown } = card.value;
  const row = await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(paymentSessions)
      .set({ usedAt: now })
      .where(live)
      .returning({ id: paymentSessions.id });
    if (!used) return undefined;
    const [made] = await tx
      .insert(cardTokens)
      .values({
        token: `tok_${randomSecret(18)}`,
        customerId,
        behaviour: cardBehaviourOf(digits),
        lastFour: digits.slice(-4),
        ...shown,
        createdAt: now,
      })
      .returning();
    return made;
  });
  if (!row) return refused(404, 'PAYMENT_SESSION_NOT_FOUND', PAYMENT_MESSAGES.sessionNotFound);
  return { ok: true, value: cardView(row) };
}

// ---------------------------------------------------------------------------------------------------------
// For the order service

/** The customer's own card token; another customer's, or an unknown one, is undefined. */
export async function findCardToken(
  db: Database,
  customerId: number,
  token: string,
): Promise<CardTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(cardTokens)
    .where(and(eq(cardTokens.token, token), eq(cardTokens.customerId, customerId)));
  return row;
}

export type AuthorisationOutcome =
  | { outcome: 'AUTHORISED'; authorisationId: number }
  | { outcome: 'DECLINED' }
  | { outcome: 'SECURITY_NEEDED' }
  | { outcome: 'UNKNOWN_CARD' };

/**
 * Authorises an amount on a card for an order, as the bank would: a card that requires authentication asks
 * for it (SECURITY_NEEDED) until the order says the shopper has passed the challenge; a declining card, or
 * one past its expiry, is declined. An authorisation or a decline is recorded (payment_authorisations); a
 * card that is not the customer's is UNKNOWN_CARD and nothing is recorded. Takes the caller's transaction.
 */
export async function authorisePayment(
  db: Database,
  clock: Clock,
  input: {
    customerId: number;
    customerOrderId: number;
    cardToken: string;
    amountPence: number;
    authenticated: boolean;
  },
): Promise<AuthorisationOutcome> {
  if (!Number.isSafeInteger(input.amountPence) || input.amountPence < 0)
    throw new Error(`Not an amount in pence: ${input.amountPence}`);
  const card = await findCardToken(db, input.customerId, input.cardToken);
  if (!card) return { outcome: 'UNKNOWN_CARD' };
  if (card.behaviour === 'REQUIRE_AUTHENTICATION' && !input.authenticated)
    return { outcome: 'SECURITY_NEEDED' };
  const now = clock.now();
  const declined =
    card.behaviour === 'DECLINE' || isExpired({ month: card.expiryMonth, year: card.expiryYear }, now);
  const [recorded] = await db
    .insert(paymentAuthorisations)
    .values({
      customerOrderId: input.customerOrderId,
      cardToken: card.token,
      amountPence: input.amountPence,
      status: declined ? 'DECLINED' : 'AUTHORISED',
      createdAt: now,
    })
    .returning({ id: paymentAuthorisations.id });
  if (!recorded) throw new Error('The authorisation could not be recorded');
  return declined ? { outcome: 'DECLINED' } : { outcome: 'AUTHORISED', authorisationId: recorded.id };
}

/** Whether the bank takes money from the card now (picking, resolving a payment, a delivery pass). */
function declinesCharge(card: CardTokenRow, now: Date): boolean {
  return (
    card.behaviour === 'DECLINE' ||
    card.behaviour === 'DECLINE_AT_PICKING' ||
    isExpired({ month: card.expiryMonth, year: card.expiryYear }, now)
  );
}

export type ChargeOutcome =
  | { outcome: 'CHARGED' }
  | { outcome: 'DECLINED' }
  | { outcome: 'NO_AUTHORISATION' };

/**
 * Charges an order's standing authorisation (the newest AUTHORISED one) the amount picked (issue 17: picking):
 * it becomes CHARGED with that amount, or CHARGE_DECLINED when the bank declines (the card that declines at
 * picking, one since expired). NO_AUTHORISATION when the order has none. Takes the caller's transaction.
 */
export async function chargeAuthorisation(
  db: Database,
  clock: Clock,
  input: { customerOrderId: number; amountPence: number },
): Promise<ChargeOutcome> {
  if (!Number.isSafeInteger(input.amountPence) || input.amountPence < 0)
    throw new Error(`Not an amount in pence: ${input.amountPence}`);
  const [authorisation] = await db
    .select()
    .from(paymentAuthorisations)
    .where(
      and(
        eq(paymentAuthorisations.customerOrderId, input.customerOrderId),
        eq(paymentAuthorisations.status, 'AUTHORISED'),
      ),
    )
    .orderBy(desc(paymentAuthorisations.id))
    .limit(1);
  if (!authorisation) return { outcome: 'NO_AUTHORISATION' };
  const [card] = await db.select().from(cardTokens).where(eq(cardTokens.token, authorisation.cardToken));
  const declined = !card || declinesCharge(card, clock.now());
  await db
    .update(paymentAuthorisations)
    .set({ status: declined ? 'CHARGE_DECLINED' : 'CHARGED', amountPence: input.amountPence })
    .where(eq(paymentAuthorisations.id, authorisation.id));
  return declined ? { outcome: 'DECLINED' } : { outcome: 'CHARGED' };
}

/**
 * Charges a card at once, the shopper present (resolving a failed order payment; buying a delivery pass): the
 * card must be the customer's. For an order the charge (or its decline) is recorded against it. Takes the
 * caller's transaction.
 */
export async function chargeCard(
  db: Database,
  clock: Clock,
  input: { customerId: number; customerOrderId: number | null; cardToken: string; amountPence: number },
): Promise<{ outcome: 'CHARGED' | 'DECLINED' | 'UNKNOWN_CARD' }> {
  if (!Number.isSafeInteger(input.amountPence) || input.amountPence < 0)
    throw new Error(`Not an amount in pence: ${input.amountPence}`);
  const card = await findCardToken(db, input.customerId, input.cardToken);
  if (!card) return { outcome: 'UNKNOWN_CARD' };
  const now = clock.now();
  const declined = declinesCharge(card, now);
  if (input.customerOrderId !== null) {
    await db.insert(paymentAuthorisations).values({
      customerOrderId: input.customerOrderId,
      cardToken: card.token,
      amountPence: input.amountPence,
      status: declined ? 'CHARGE_DECLINED' : 'CHARGED',
      createdAt: now,
    });
  }
  return { outcome: declined ? 'DECLINED' : 'CHARGED' };
}

/**
 * Releases an order's standing authorisations (VOIDED): the order was cancelled, or an amendment was placed
 * with a new authorisation (`except`). Answers how many were released. Takes the caller's transaction.
 */
export async function voidAuthorisations(
  db: Database,
  customerOrderId: number,
  except?: number,
): Promise<number> {
  const voided = await db
    .update(paymentAuthorisations)
    .set({ status: 'VOIDED' })
    .where(
      and(
        eq(paymentAuthorisations.customerOrderId, customerOrderId),
        eq(paymentAuthorisations.status, 'AUTHORISED'),
        except === undefined ? undefined : ne(paymentAuthorisations.id, except),
      ),
    )
    .returning({ id: paymentAuthorisations.id });
  return voided.length;
}

/** Refunds every charge taken for an order (REFUNDED); answers how many. Takes the caller's transaction. */
export async function refundCharges(db: Database, customerOrderId: number): Promise<number> {
  const refunded = await db
    .update(paymentAuthorisations)
    .set({ status: 'REFUNDED' })
    .where(
      and(
        eq(paymentAuthorisations.customerOrderId, customerOrderId),
        eq(paymentAuthorisations.status, 'CHARGED'),
      ),
    )
    .returning({ id: paymentAuthorisations.id });
  return refunded.length;
}

export type ChallengeStatus = 'PENDING' | 'APPROVED' | 'FAILED';
export type ChallengeOutcome =
  | { status: 'APPROVED'; cardToken: string }
  | { status: 'FAILED' | 'PENDING' | 'NOT_FOUND' };

/**
 * What the shopper answered to a challenge of the customer's order (PATCH authenticated-payment-cards):
 * NOT_FOUND when the jwtId is not a challenge of this customer's order. The caller checks that the approved
 * card is still the order's.
 */
export async function challengeOutcome(
  db: Database,
  input: { customerId: number; customerOrderId: number; jwtId: string },
): Promise<ChallengeOutcome> {
  const [challenge] = await db
    .select()
    .from(paymentChallenges)
    .where(
      and(
        eq(paymentChallenges.id, input.jwtId),
        eq(paymentChallenges.customerId, input.customerId),
        eq(paymentChallenges.customerOrderId, input.customerOrderId),
      ),
    );
  if (!challenge) return { status: 'NOT_FOUND' };
  if (challenge.status === 'APPROVED') return { status: 'APPROVED', cardToken: challenge.cardToken };
  return { status: challenge.status === 'FAILED' ? 'FAILED' : 'PENDING' };
}

// ---------------------------------------------------------------------------------------------------------
// Card authentication: the security token and the bank's challenge

/** The security token names a challenge; it is signed like the access tokens but is never one. */
const CHALLENGE_TOKEN_TYPE = 'payment-challenge';
const CHALLENGE_AUDIENCE = 'payment-challenge';

const customerOrderIdSchema = v.pipe(v.string(), v.regex(/^\d{1,12}$/));

/**
 * GET payment-security-tokens?customerOrderId=: a challenge for the card on the customer's own order
 * (PENDING, 15 minutes) and the signed token that opens the bank's page for it. Another customer's order is
 * 404; an order that is not being checked out is 409 ORDER_NOT_CHECKOUTABLE; no card on it, 409
 * NO_PAYMENT_CARD. `challengeUrl` is the page's address (the page wants `?token={jwt}` appended).
 */
export async function createSecurityToken(
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'keys'>,
  customerId: number,
  customerOrderIdText: string | undefined,
  challengeBase: string,
): Promise<PaymentResult<PaymentSecurityToken>> {
  const parsedId = v.safeParse(customerOrderIdSchema, customerOrderIdText);
  if (!parsedId.success) return invalidInput('customerOrderId must be an order number.');
  const customerOrderId = Number(parsedId.output);
  const [order] = await ctx.db
    .select({ state: customerOrders.state, cardToken: customerOrders.cardToken })
    .from(customerOrders)
    .where(and(eq(customerOrders.id, customerOrderId), eq(customerOrders.customerId, customerId)));
  if (!order) return refused(404, 'ORDER_NOT_FOUND', CHECKOUT_REFUSALS.ORDER_NOT_FOUND);
  if (!isTrolleyState(order.state))
    return refused(409, 'ORDER_NOT_CHECKOUTABLE', CHECKOUT_REFUSALS.ORDER_NOT_CHECKOUTABLE);
  const card = order.cardToken ? await findCardToken(ctx.db, customerId, order.cardToken) : undefined;
  if (!card) return refused(409, 'NO_PAYMENT_CARD', CHECKOUT_REFUSALS.NO_PAYMENT_CARD);
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + CHALLENGE_LIFETIME_MS);
  const jwtId = randomSecret(18);
  await ctx.db.insert(paymentChallenges).values({
    id: jwtId,
    customerId,
    customerOrderId,
    cardToken: card.token,
    status: 'PENDING',
    createdAt: now,
    expiresAt,
  });
  const jwt = await new SignJWT({ typ: CHALLENGE_TOKEN_TYPE, customerOrderId: String(customerOrderId) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(CHALLENGE_AUDIENCE)
    .setSubject(String(customerId))
    .setJti(jwtId)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign((await ctx.keys.get()).jwt);
  return {
    ok: true,
    value: { jwt, jwtId, cardToken: card.token, challengeUrl: `${challengeBase}/${jwtId}` },
  };
}

/** A challenge as its page shows it: the card it is for, and the answer once there is one. */
export interface ChallengeView {
  jwtId: string;
  status: ChallengeStatus;
  cardType: PaymentCardType | null;
  lastFour: string | null;
}

/**
 * The challenge the page's `?token=` opens: a valid signature (HS256 only), not expired by the server clock,
 * the payment-challenge audience and type, naming this jwtId, and a challenge of that customer and order.
 * Anything else is undefined (the page answers 404).
 */
async function challengeForToken(
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'keys'>,
  jwtId: string,
  token: string | undefined,
): Promise<ChallengeRow | undefined> {
  if (!token || token.length > 2048 || token.split('.').length !== 3) return undefined;
  let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
  try {
    ({ payload } = await jwtVerify(token, (await ctx.keys.get()).jwt, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: CHALLENGE_AUDIENCE,
      currentDate: ctx.clock.now(),
      requiredClaims: ['exp', 'jti', 'sub'],
    }));
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
  if (payload.typ !== CHALLENGE_TOKEN_TYPE || payload.jti !== jwtId) return undefined;
  const [challenge] = await ctx.db.select().from(paymentChallenges).where(eq(paymentChallenges.id, jwtId));
  if (!challenge) return undefined;
  if (String(challenge.customerId) !== payload.sub) return undefined;
  if (String(challenge.customerOrderId) !== payload.customerOrderId) return undefined;
  return challenge;
}

async function challengeView(db: Database, challenge: ChallengeRow): Promise<ChallengeView> {
  const card = await findCardToken(db, challenge.customerId, challenge.cardToken);
  return {
    jwtId: challenge.id,
    status: challenge.status as ChallengeStatus,
    cardType: (card?.cardType as PaymentCardType | undefined) ?? null,
    lastFour: card?.lastFour ?? null,
  };
}

/** GET challenges/{jwtId}?token=: the challenge the bank's page shows, or undefined (404). */
export async function openChallenge(
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'keys'>,
  jwtId: string,
  token: string | undefined,
): Promise<ChallengeView | undefined> {
  const challenge = await challengeForToken(ctx, jwtId, token);
  return challenge && challengeView(ctx.db, challenge);
}

export const CHALLENGE_ANSWERS = ['APPROVED', 'FAILED'] as const;
export type ChallengeAnswer = (typeof CHALLENGE_ANSWERS)[number];

/**
 * POST challenges/{jwtId}?token=: the shopper's answer. The first answer stands: a second one (or the same
 * one again) changes nothing, and the page shows the first. Past its 15 minutes a challenge takes none.
 */
export async function answerChallenge(
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'keys'>,
  jwtId: string,
  token: string | undefined,
  answer: ChallengeAnswer,
): Promise<ChallengeView | undefined> {
  const challenge = await challengeForToken(ctx, jwtId, token);
  if (!challenge) return undefined;
  const now = ctx.clock.now();
  const [answered] = await ctx.db
    .update(paymentChallenges)
    .set({ status: answer, answeredAt: now })
    .where(
      and(
        eq(paymentChallenges.id, jwtId),
        eq(paymentChallenges.status, 'PENDING'),
        gt(paymentChallenges.expiresAt, now),
      ),
    )
    .returning();
  if (answered) return challengeView(ctx.db, answered);
  const [current] = await ctx.db.select().from(paymentChallenges).where(eq(paymentChallenges.id, jwtId));
  return current && challengeView(ctx.db, current);
}
