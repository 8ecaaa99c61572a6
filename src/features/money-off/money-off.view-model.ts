import type { TenderChange } from '../../../machines/gift-cards.machine.ts';
import type { CheckoutRefusal, Order } from '../../contract/checkout.ts';
import type { Incentive } from '../../contract/incentives.ts';
import { INCENTIVE_REFUSALS, tenderLimitReached } from '../../domain/incentives.ts';
import { formatMoney, toPence } from '../../domain/money.ts';

/**
 * How money off reads on the checkout and the trolley (doc 2 §3 Promo code, Gift card and voucher; §8
 * ORDER_ORCHESTRATION_037): the codes on the order, the gift cards and vouchers with what each pays, and the
 * inline errors of vouchers that could not be used. The views print these.
 */

export interface IncentiveView {
  code: string;
  description: string;
  /** '-£4.50' while it applies; null when it is kept but does not apply. */
  saving: string | null;
  /** Why it does not apply (the code's alert); null when it applies. */
  alert: string | null;
}

export function incentiveView(incentive: Incentive): IncentiveView {
  const applied = incentive.status === 'APPLIED';
  return {
    code: incentive.code,
    description: incentive.description,
    saving: applied ? `-${formatMoney(incentive.value)}` : null,
    alert: applied ? null : (incentive.message ?? null),
  };
}

export interface TenderView {
  id: string;
  kind: 'giftCard' | 'giftVoucher';
  /** 'Gift card •••• 0001'. */
  label: string;
  /** What it pays towards this order. */
  pays: string;
  /** A gift card's balance; a voucher's value. */
  balanceLabel: string;
  balance: string;
  /** The inline error of a voucher that could not be used (ORDER_ORCHESTRATION_037). */
  error: string | null;
}

/**
 * doc 2 §8: ORDER_ORCHESTRATION_037 names each gift voucher that failed (its masked number) with why; other
 * refusals name none.
 */
export function voucherErrorsOf(refusal: CheckoutRefusal | null): Record<string, string> {
  if (!refusal || (refusal.code || refusal.type) !== 'ORDER_ORCHESTRATION_037') return {};
  return Object.fromEntries((refusal.details ?? []).map((detail) => [detail.name, detail.value]));
}

/** The gift cards and vouchers on the order, in the order added to it (cards first, then vouchers). */
export function tenderViews(order: Order, refusal: CheckoutRefusal | null = null): TenderView[] {
  const voucherErrors = voucherErrorsOf(refusal);
  return [
    ...order.paymentInfo.giftCards.map(
      (card): TenderView => ({
        id: card.id,
        kind: 'giftCard',
        label: `Gift card ${card.serialNumber}`,
        pays: formatMoney(card.amountToDeduct),
        balanceLabel: 'Remaining balance',
        balance: formatMoney(card.remainingBalance),
        error: null,
      }),
    ),
    ...order.paymentInfo.giftVouchers.map(
      (voucher): TenderView => ({
        id: voucher.id,
        kind: 'giftVoucher',
        label: `Gift voucher ${voucher.serialNumber}`,
        pays: formatMoney(voucher.amount),
        balanceLabel: 'Value',
        balance: formatMoney(voucher.value),
        error: voucherErrors[voucher.serialNumber] ?? null,
      }),
    ),
  ];
}

/** The ids of what takes the keyboard focus in the gift card, voucher and partner card sections. */
export const TENDER_FOCUS = {
  giftCardForm: 'gift-card-number',
  giftVoucherForm: 'gift-voucher-number',
  partnerCardForm: 'partner-card-number',
  /** The list of gift cards and vouchers on the order. */
  onOrder: 'tender-on-order',
  /** The partner discount card on the order. */
  partnerCard: 'partner-card-on-order',
} as const;

/**
 * Where the keyboard focus goes after an answered change (the first of these on the page), since the form
 * it came from starts afresh and a removed line's Remove button is gone: after an add, the same form's first
 * field, ready for the next card, where the shopper was (the new line shows above it; once the limit hides
 * the form, the list); after the partner card is applied, its line; after a remove, the list of what is left,
 * or the form when nothing is.
 */
export function focusAfter(change: TenderChange): string[] {
  const form = {
    giftCard: TENDER_FOCUS.giftCardForm,
    giftVoucher: TENDER_FOCUS.giftVoucherForm,
    partnerCard: TENDER_FOCUS.partnerCardForm,
  }[change.section];
  if (change.section === 'partnerCard') return change.action === 'add' ? [TENDER_FOCUS.partnerCard] : [form];
  return change.action === 'add' ? [form, TENDER_FOCUS.onOrder] : [TENDER_FOCUS.onOrder, form];
}

export interface TenderLimits {
  /** 'You can use up to 10 gift cards on an order.' once 10 are on it; null while more may be added. */
  giftCards: string | null;
  giftVouchers: string | null;
}

/** doc 2 §5: adding hides once the limit is reached, and says why. */
export function tenderLimits(order: Order): TenderLimits {
  return {
    giftCards: tenderLimitReached(order.paymentInfo.giftCards.length)
      ? INCENTIVE_REFUSALS.GIFT_CARD_LIMIT_REACHED
      : null,
    giftVouchers: tenderLimitReached(order.paymentInfo.giftVouchers.length)
      ? INCENTIVE_REFUSALS.GIFT_VOUCHER_LIMIT_REACHED
      : null,
  };
}

/** An amount when it is not zero, else null. */
export const nonZero = (money: { amount: number; currencyCode: string } | null | undefined): string | null =>
  money && toPence(money) !== 0 ? formatMoney(money) : null;
