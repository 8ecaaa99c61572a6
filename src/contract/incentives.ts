import * as v from 'valibot';
import { INCENTIVE_TYPES } from '../domain/incentives.ts';
import { orderSchema } from './checkout.ts';
import { moneySchema } from './money.ts';

/**
 * Money off an order (doc 2 §3 Promo code, Gift card and voucher; §7 other order-related calls;
 * docs/api/checkout.md "Money off" is the contract): the promo codes on the shopper's current order, and the
 * answers of adding and removing codes, gift cards, gift vouchers and the partner discount card. Gift cards,
 * vouchers and the partner discount show on the order itself (`paymentInfo`, `partnerDiscountCardNumber`,
 * `totals.estimated`).
 */

/**
 * A promo code on the order (doc 2 §3 Promo code). APPLIED when its rules are met now (its saving is in the
 * totals); NOT_APPLIED when it is kept but does not apply yet or any more, with `message` saying why.
 */
export const incentiveSchema = v.object({
  /** As looked up: COUPON and COMBO codes in capitals. */
  code: v.string(),
  status: v.picklist(['APPLIED', 'NOT_APPLIED']),
  /** '10% off your first order of £40 or more'. */
  description: v.string(),
  /** What it takes off the order now (zero when NOT_APPLIED). */
  value: moneySchema,
  type: v.picklist(INCENTIVE_TYPES),
  /** ORDER: off the order's items; CATEGORY: off the items of one category. */
  applicationMethod: v.picklist(['ORDER', 'CATEGORY']),
  /** Why it is not applied (the alert); null when APPLIED. */
  message: v.nullable(v.string()),
});
export type Incentive = v.InferOutput<typeof incentiveSchema>;

/** GET orders/{id}/incentives and DELETE orders/{id}/incentives/{code}: the codes on the order, in the order added. */
export const incentivesAnswerSchema = v.object({ incentives: v.array(incentiveSchema) });
export type IncentivesAnswer = v.InferOutput<typeof incentivesAnswerSchema>;

/**
 * POST orders/{id}/incentives: the code asked for and the codes now on the order. A code that is kept is
 * `incentive` (APPLIED, or NOT_APPLIED with its alert); one that cannot be used at all (unknown, expired,
 * used up, already used, first order only) is not kept, and `incentive` is null with `rejection` saying why.
 */
export const addIncentiveAnswerSchema = v.object({
  incentive: v.nullable(incentiveSchema),
  rejection: v.nullable(v.object({ code: v.string(), type: v.string(), message: v.string() })),
  incentives: v.array(incentiveSchema),
});
export type AddIncentiveAnswer = v.InferOutput<typeof addIncentiveAnswerSchema>;

/**
 * POST/DELETE orders/{id}/gift-cards, gift-vouchers; PUT/DELETE orders/{id}/partner-discount-card: the order
 * as it now is (its paymentInfo and totals), like every other checkout change.
 */
export const tenderAnswerSchema = v.object({ order: orderSchema });
export type TenderAnswer = v.InferOutput<typeof tenderAnswerSchema>;
